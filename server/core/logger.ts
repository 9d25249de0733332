import pino, { type Logger } from 'pino';
import { getEnv } from '../env';

export type { Logger };

let rootLogger: Logger | null = null;

/** Structured JSON logs; every request logs through a child carrying its request id. */
export function getLogger(): Logger {
  rootLogger ??= pino({
    level: getEnv().logLevel,
    base: { service: 'hearth' },
    redact: { paths: ['req.headers.authorization', 'password', '*.password'], remove: true },
  });
  return rootLogger;
}
