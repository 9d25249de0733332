import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Spec §9: query data stays fresh for 10 minutes. */
export const queryStaleTimeMs = 600_000;
/** Spec §9: retry a failed query 3 times. */
export const queryRetryCount = 3;
/** Spec §9: the back-off is capped at 30 seconds. */
export const queryRetryDelayCapMs = 30_000;

/** Exponential back-off: 1000, 2000, 4000 … ms, never more than 30000 ms. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, queryRetryDelayCapMs);
}

/**
 * Retry up to 3 times, but not when the server answered and said no: a 4xx (or an error flag in
 * a 2xx answer) fails the same way again. Network failures and 5xx answers are retried.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== null && error.status < 500) return false;
  return failureCount < queryRetryCount;
}

/** The app's query defaults (spec §9); tests build their QueryClient from these too. */
export const appQueryDefaults = {
  staleTime: queryStaleTimeMs,
  refetchOnWindowFocus: false,
  retry: shouldRetryQuery,
  retryDelay: queryRetryDelay,
} satisfies DefaultOptions['queries'];

/** One QueryClient per request on the server and per app instance in the browser. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: appQueryDefaults } });
}
