import { messageOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** Where a one-time code goes: a phone number or an email address (exactly one). */
export type CodeDestination = { number: string } | { email: string };

/**
 * GET `get-otp` (open): sends a code. The answer is the same whether or not an account exists;
 * too soon after the last code it fails with `rate_limited` (HTTP 429, Retry-After).
 */
export const requestCode = defineMutation('GET', 'get-otp', {
  auth: false,
  query: (destination: CodeDestination) => ({ ...destination }),
  answer: messageOf,
});

export const useRequestCode = requestCode.use;
