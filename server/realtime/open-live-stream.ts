import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveEvent } from '@/contracts/dto/live-event-dto';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { liveBus } from './live-bus';
import { holdLivePresence } from './live-presence';
import { listLiveEventsAfter } from './live-events-repository';

export interface LiveStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream (default 20 s). */
  heartbeatMs: number;
}

/** One event in the text/event-stream format: its id, its type and its JSON. */
const eventText = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;

/**
 * Serves one user's live stream until the caller leaves or the server closes it (sign-out,
 * account deleted). It subscribes to the bus first and holds what arrives while it replays the
 * stored events after `lastEventId` (a reconnect), then sends the held ones it did not send:
 * in order, none lost, none twice. Without `lastEventId` it sends only what happens from now.
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
  const held: LiveEvent[] = [];
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const send = (event: LiveEvent) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    res.write(eventText(event));
  };
  const bus = liveBus();
  const unsubscribe = bus.subscribe(viewer.userId, (message) => {
    if (message.kind === 'close') {
      if (message.sessionId === null || message.sessionId === viewer.sessionId) finish();
      return;
    }
    if (isReplaying) held.push(message.event);
    else send(message.event);
  });
  req.on('close', finish);
  res.on('close', finish);
  let heartbeat: NodeJS.Timeout | undefined;
  let releasePresence: (() => Promise<void>) | undefined;
  try {
    await bus.ready();
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
    heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs);
    await finished;
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
    if (!res.writableEnded) res.end();
    await releasePresence?.();
  }
}
