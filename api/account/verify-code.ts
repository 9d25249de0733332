import { useMutation } from '@tanstack/react-query';
import type { VerifiedCodeDto } from '@/contracts/dto/profile-dto';
import { callApi } from '../client';
import type { CodeDestination } from './request-code';

export type VerifyCodeInput = CodeDestination & { otp: string };

/**
 * GET `verify-otp` (open): checks the code and answers a short-lived ticket (`auth_id`) that
 * `user_signup` accepts. A wrong code fails with `invalid_code` and a field error on `otp`.
 */
export async function verifyCode(input: VerifyCodeInput): Promise<VerifiedCodeDto> {
  const answer = await callApi<VerifiedCodeDto>({
    method: 'GET',
    path: 'verify-otp',
    query: { ...input },
    auth: false,
  });
  return answer.data;
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
