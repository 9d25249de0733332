import type { VerifiedCodeDto } from '@/contracts/dto/profile-dto';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import type { CodeDestination } from './request-code';

export type VerifyCodeInput = CodeDestination & { otp: string };

/**
 * GET `verify-otp` (open): checks the code and answers a short-lived ticket (`auth_id`) that
 * `user_signup` accepts. A wrong code fails with `invalid_code` and a field error on `otp`.
 */
export const verifyCode = defineMutation('GET', 'verify-otp', {
  auth: false,
  query: (input: VerifyCodeInput) => ({ ...input }),
  answer: dataOf<VerifiedCodeDto>,
});

export const useVerifyCode = verifyCode.use;
