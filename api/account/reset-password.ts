import { useMutation } from '@tanstack/react-query';
import { callApi } from '../client';

export interface ResetPasswordInput {
  email: string;
  otp: string;
  password: string;
  re_password: string;
}

/** POST `reset-password` (open): the emailed code and the new password. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const answer = await callApi<unknown>({
    method: 'POST',
    path: 'reset-password',
    body: { ...input },
    auth: false,
  });
  return answer.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
