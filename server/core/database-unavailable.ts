import type { ServerResponse } from 'node:http';
import { isConnectionLost } from '../db/connection-lost';
import { AppError } from './app-error';

/** Seconds a client is asked to wait before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5;

export const databaseUnavailableMessage =
  'The site cannot reach its database right now. Please try again in a few seconds.';

/** The sentence of a page's 503 in the site's languages (the API's messages are English). */
const pageSentences: Readonly<Record<string, string>> = {
  en: databaseUnavailableMessage,
  ar: 'لا يستطيع الموقع الوصول إلى قاعدة بياناته الآن. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
};

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

/**
 * What a page or file whose database went away answers, as the API does: 503 with Retry-After
 * and a plain sentence in the page's language, kept by no cache. The response is ended.
 */
export function answerDatabaseUnavailable(res: ServerResponse, locale = 'en'): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const language = locale in pageSentences ? locale : 'en';
  res.statusCode = 503;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Language', language);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Retry-After', String(databaseRetryAfterSeconds));
  res.end(pageSentences[language]);
}
