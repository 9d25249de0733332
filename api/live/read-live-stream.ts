import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import type { LiveEvent } from '@/contracts/dto/live-event-dto';
import { liveEventTypes } from '@/contracts/dto/live-event-dto';
import { apiUrlOf, callApi } from '../client';
import { dispatchLiveEvent } from './live-events';

/** A refusal the stream must not retry (the session is over). */
class StreamRefused extends Error {}

/** The server ended the stream (a restart, a sign-out elsewhere): connect again. */
class StreamEnded extends Error {}

/** The wait before the n-th reconnection: 1 s doubling to 30 s, with a little jitter. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt) + Math.floor(Math.random() * 500);
}

/** One server-sent event as the page's dispatcher takes it, or null for anything else. */
export function liveEventOf(message: EventSourceMessage): LiveEvent | null {
  const type = liveEventTypes.find((known) => known === message.event);
  if (!type || !message.id || !message.data) return null;
  return { id: Number(message.id), type, payload: JSON.parse(message.data) } as LiveEvent;
}

/**
 * Reads the signed-in user's live stream (`GET events`) and hands each event to the page's
 * dispatcher. fetch-event-source sends the bearer token in a header (EventSource cannot, and
 * a token never goes in an address) and, after a dropped connection, reconnects with the
 * last event's id, so the server sends what was missed; a stream the server ended is opened
 * again the same way. A 401 or 403 ends it, and the page asks the API who is signed in: a
 * session ended elsewhere, by a password reset or by the account's deactivation is signed out
 * there with the server's reason (api/client.ts). `signal` stops it.
 */
export function readLiveStream(token: string, signal: AbortSignal): Promise<void> {
  let attempt = 0;
  return fetchEventSource(apiUrlOf('events'), {
    headers: { authorization: `Bearer ${token}` },
    signal,
    openWhenHidden: true,
    async onopen(response) {
      if (response.status === 401 || response.status === 403) throw new StreamRefused();
      if (!response.ok) throw new Error(`GET events answered ${response.status}`);
      attempt = 0;
    },
    onmessage(message) {
      const event = liveEventOf(message);
      if (event) dispatchLiveEvent(event);
    },
    onclose() {
      throw new StreamEnded();
    },
    onerror(error) {
      if (error instanceof StreamRefused) throw error;
      attempt += 1;
      return reconnectDelayMs(attempt);
    },
  }).catch((error: unknown) => {
    if (!(error instanceof StreamRefused)) {
      console.error('The live stream stopped', error);
      return;
    }
    // The answer's failure goes through the client's interceptor, which ends a dead session.
    if (!signal.aborted) void callApi({ method: 'GET', path: 'get-user-profile' }).catch(() => {});
  });
}
