import { useMutation } from '@tanstack/react-query';
import { callApi } from '../client';

/** Where a one-time code goes: a phone number or an email address (exactly one). */
export type CodeDestination = { number: string } | { email: string };

/**
 * GET `get-otp` (open): sends a code. The answer is the same whether or not an account exists;
 * too soon after the last code it fails with `rate_limited` (HTTP 429, Retry-After).
 */
export async function requestCode(destination: CodeDestination): Promise<string> {
  const answer = await callApi<unknown>({
    method: 'GET',
    path: 'get-otp',
    query: { ...destination },
    auth: false,
  });
  return answer.message;
}

export function useRequestCode() {
  return useMutation({ mutationFn: requestCode });
}
