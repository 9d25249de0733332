import type { IncomingMessage } from 'node:http';

/**
 * The caller hung up before their request was read to its end (a closed tab, a lost network).
 * Nobody waits for an answer: the pipeline logs it at info and sends nothing.
 */
export class ClientLeftError extends Error {
  override name = 'ClientLeftError';

  constructor() {
    super('The caller closed the connection before the request was read.');
  }
}

/** Whether the request ended before its body did (the connection was closed or reset). */
export function hasClientLeft(req: IncomingMessage): boolean {
  return !req.complete && (req.destroyed || req.socket.destroyed);
}
