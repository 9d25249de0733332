import { isApiError } from '@/api/api-error';
import { resendCountdownSeconds } from '@/contracts/requests/account-requests';

/** The seconds a 429 answer asks to wait (its Retry-After header), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  return error.retryAfterSeconds ?? null;
}

/**
 * How long "Resend" stays disabled after a failed resend: what a 429 asks for (60 s when it
 * does not say), nothing after any other failure (offline: the visitor may try again at once).
 */
export function resendWaitAfter(error: unknown): number {
  if (isApiError(error) && error.code === 'rate_limited') {
    return retryAfterSeconds(error) ?? resendCountdownSeconds;
  }
  return 0;
}
