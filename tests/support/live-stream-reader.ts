import type { LiveEvent } from '@/contracts/dto/live-event-dto';

/** A live stream (`GET events`) read as the browser's reader does: events in order. */
export interface LiveStreamReader {
  /** Every event received so far, in order. */
  readonly events: LiveEvent[];
  /** Resolves with the events once `count` arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<LiveEvent[]>;
  close(): void;
}

/** Parses server-sent events (`id:`, `event:`, `data:` lines, a blank line ends one). */
function parseBlock(block: string): LiveEvent | null {
  let id = '';
  let type = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  if (!type || data.length === 0) return null;
  return { id: Number(id), type, payload: JSON.parse(data.join('\n')) } as LiveEvent;
}

/**
 * Asks for a user's live stream at `baseUrl` with their bearer token (and `lastEventId` to
 * resume); the answer as it comes, to read or to check, and `close` to hang up.
 */
export async function requestLiveStream(
  baseUrl: string,
  token: string,
  lastEventId?: number,
): Promise<{ response: Response; close: () => void }> {
  const controller = new AbortController();
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    accept: 'text/event-stream',
  };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const response = await fetch(new URL('/api/events', baseUrl), {
    headers,
    signal: controller.signal,
  });
  return { response, close: () => controller.abort() };
}

/**
 * Opens a user's live stream at `baseUrl` with their bearer token (and `lastEventId` to
 * resume), and collects its events.
 */
export async function openLiveStream(
  baseUrl: string,
  token: string,
  lastEventId?: number,
): Promise<LiveStreamReader> {
  const { response, close } = await requestLiveStream(baseUrl, token, lastEventId);
  if (!response.ok || !response.body) {
    throw new Error(`GET events answered ${response.status}: ${await response.text()}`);
  }
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = response.body.getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) events.push(event);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    events,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (events.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(events.slice());
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${events.length} of ${count} live events arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close,
  };
}
