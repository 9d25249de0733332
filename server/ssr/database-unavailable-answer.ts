import type { ServerResponse } from 'node:http';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
} from '../core/database-unavailable';

/**
 * A page whose database went away answers what the API does (server/core/database-unavailable.ts):
 * 503 with Retry-After and a plain sentence, kept by no cache. The response is ended, so Next
 * renders nothing after getServerSideProps.
 */
export function answerDatabaseUnavailable(res: ServerResponse): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = 503;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Retry-After', String(databaseRetryAfterSeconds));
  res.end(databaseUnavailableMessage);
}
