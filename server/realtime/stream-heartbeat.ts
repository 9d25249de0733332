import type { ServerResponse } from 'node:http';

/** The open streams of this instance that a heartbeat keeps alive, by their beat. */
const beating = new Map<number, { streams: Set<ServerResponse>; timer: NodeJS.Timeout }>();

/**
 * Writes a comment line to `res` every `everyMs`, so proxies keep an idle stream open: one timer
 * for all the streams of this instance, not one each (a timer made inside a request keeps that
 * request's context alive as long as it runs). Answers the function that stops it.
 */
export function keepStreamBeating(res: ServerResponse, everyMs: number): () => void {
  let beat = beating.get(everyMs);
  if (!beat) {
    const streams = new Set<ServerResponse>();
    const timer = setInterval(() => {
      for (const stream of streams) stream.write(': heartbeat\n\n');
    }, everyMs);
    timer.unref();
    beat = { streams, timer };
    beating.set(everyMs, beat);
  }
  const own = beat;
  own.streams.add(res);
  return () => {
    own.streams.delete(res);
    if (own.streams.size === 0 && beating.get(everyMs) === own) {
      clearInterval(own.timer);
      beating.delete(everyMs);
    }
  };
}
