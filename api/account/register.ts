import { useMutation } from '@tanstack/react-query';
import type { CodeRequestedDto } from '@/contracts/dto/profile-dto';
import type { SessionDto } from '@/contracts/dto/session-dto';
import { useAppDispatch } from '@/store/hooks';
import { signInFailed, signInStarted, signInSucceeded } from '@/store/slices/session-slice';
import { callApi } from '../client';

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
export async function requestRegistrationCode(input: RegisterInput): Promise<CodeRequestedDto> {
  const answer = await callApi<CodeRequestedDto>({
    method: 'POST',
    path: 'user-register',
    body: { ...input },
    auth: false,
  });
  return answer.data;
}

/**
 * POST `user-register` with `auth_id`, the `verify-otp` ticket for the emailed code: creates the
 * account and answers its first session.
 */
export async function registerAccount(
  input: RegisterInput & { auth_id: string },
): Promise<SessionDto> {
  const answer = await callApi<SessionDto>({
    method: 'POST',
    path: 'user-register',
    body: { ...input },
    auth: false,
  });
  return answer.data;
}

export function useRequestRegistrationCode() {
  return useMutation({ mutationFn: requestRegistrationCode });
}

/** Creates the account and signs in: the session goes into the store on success. */
export function useRegister() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: registerAccount,
    onMutate: () => {
      dispatch(signInStarted());
    },
    onSuccess: (session) => {
      dispatch(signInSucceeded(session));
    },
    onError: () => {
      dispatch(signInFailed());
    },
  });
}
