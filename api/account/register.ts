import { useMutation } from '@tanstack/react-query';
import type { CodeRequestedDto } from '@/contracts/dto/profile-dto';
import type { SessionDto } from '@/contracts/dto/session-dto';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { useSessionStart } from './sign-in';

/** The `user-register` fields (spec §3 Register). */
export interface RegisterInput {
  name: string;
  email: string;
  mobile: string;
  password: string;
  re_password: string;
}

/**
 * POST `user-register` without `auth_id`: checks the fields and sends a code to the email. The
 * answer is the same whether or not the address has an account.
 */
export const requestRegistrationCode = defineMutation('POST', 'user-register', {
  auth: false,
  body: (input: RegisterInput) => ({ ...input }),
  answer: dataOf<CodeRequestedDto>,
});

/**
 * POST `user-register` with `auth_id`, the `verify-otp` ticket for the emailed code: creates the
 * account and answers its first session.
 */
export const registerAccount = defineMutation('POST', 'user-register', {
  auth: false,
  body: (input: RegisterInput & { auth_id: string }) => ({ ...input }),
  answer: dataOf<SessionDto>,
});

export const useRequestRegistrationCode = requestRegistrationCode.use;

/** Creates the account and signs in: the session goes into the store on success. */
export function useRegister() {
  return useMutation({ ...registerAccount.options, ...useSessionStart() });
}
