import { isConnectionLost } from '../db/connection-lost';
import { AppError } from './app-error';

/** Seconds a client is asked to wait before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5;

export const databaseUnavailableMessage =
  'The site cannot reach its database right now. Please try again in a few seconds.';

/**
 * The 503 that a lost database answers (connection-lost.ts) instead of a 500: the request was
 * fine and may succeed in a moment, so it says when to try again.
 */
export function databaseUnavailable(): AppError {
  return new AppError('service_unavailable', databaseUnavailableMessage, undefined, {
    'Retry-After': String(databaseRetryAfterSeconds),
  });
}

/** The 503 for an error that means the database went away; anything else as it is. */
export function asDatabaseUnavailable(error: unknown): unknown {
  return isConnectionLost(error) ? databaseUnavailable() : error;
}
