import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveEvent } from '@/contracts/dto/live-event-dto';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { liveBus } from './live-bus';
import { holdLivePresence } from './live-presence';
import { keepStreamBeating } from './stream-heartbeat';
import { listLiveEventsAfter } from './live-events-repository';

export interface LiveStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream (default 20 s). */
  heartbeatMs: number;
  /** Called once when the stream has ended, whoever ended it. */
  onClose?: () => void;
}

/** One event in the text/event-stream format: its id, its type and its JSON. */
const eventText = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;

/**
 * Opens one user's live stream, which lasts until the caller leaves or the server closes it
 * (sign-out, account deleted). It subscribes to the bus first and holds what arrives while it
 * replays the stored events after `lastEventId` (a reconnect), then sends the held ones it did
 * not send: in order, none lost, none twice. Without `lastEventId` it sends only what happens
 * from now.
 *
 * Resolves once the stream is answered and caught up; from then on it runs on events alone (the
 * bus, the shared heartbeat, the connection's close), holding no pending call: a request left
 * waiting would keep the whole pipeline that served it alive, some 20 kB a stream.
 */
export async function openLiveStream(
  db: Database,
  viewer: Viewer,
  req: IncomingMessage,
  res: ServerResponse,
  lastEventId: number | null,
  options: LiveStreamOptions,
): Promise<void> {
  let lastSent = lastEventId ?? 0;
  let isReplaying = true;
  let isOpen = true;
  const held: LiveEvent[] = [];
  const send = (event: LiveEvent) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    res.write(eventText(event));
  };
  let stopBeating = () => {};
  let releasePresence: (() => Promise<void>) | null = null;
  const bus = liveBus();
  const finish = () => {
    if (!isOpen) return;
    isOpen = false;
    stopBeating();
    unsubscribe();
    if (!res.writableEnded) res.end();
    void releasePresence?.();
    options.onClose?.();
  };
  const unsubscribe = bus.subscribe(viewer.userId, (message) => {
    if (message.kind === 'close') {
      if (message.sessionId === null || message.sessionId === viewer.sessionId) finish();
      return;
    }
    if (isReplaying) held.push(message.event);
    else if (isOpen) send(message.event);
  });
  req.on('close', finish);
  res.on('close', finish);
  try {
    await bus.ready();
    if (!isOpen) return;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: no compression on the way, so each event leaves at once.
      'Cache-Control': 'no-cache, no-transform',
      'Content-Encoding': 'identity',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.write('retry: 3000\n\n');
    if (lastEventId !== null) {
      for (const event of await listLiveEventsAfter(db, viewer.userId, lastEventId)) send(event);
    }
    isReplaying = false;
    for (const event of held.sort((one, other) => one.id - other.id)) send(event);
    held.length = 0;
    releasePresence = await holdLivePresence(db, viewer.userId, options.heartbeatMs);
    // Closed while presence was being noted: give it back at once.
    if (!isOpen) void releasePresence();
    else stopBeating = keepStreamBeating(res, options.heartbeatMs);
  } catch (error) {
    finish();
    throw error;
  }
}
