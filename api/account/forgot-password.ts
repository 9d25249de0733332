import { useMutation } from '@tanstack/react-query';
import { callApi } from '../client';

/**
 * GET `forgot-password` (open): sends a reset code to the address if it has an account; the
 * answer never says which.
 */
export async function forgotPassword(input: { email: string }): Promise<string> {
  const answer = await callApi<unknown>({
    method: 'GET',
    path: 'forgot-password',
    query: { email: input.email },
    auth: false,
  });
  return answer.message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
