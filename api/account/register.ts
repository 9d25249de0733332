import { useMutation } from '@tanstack/react-query';
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

/** POST `user-register`: creates an email account and answers its first session. */
export async function registerAccount(input: RegisterInput): Promise<SessionDto> {
  const answer = await callApi<SessionDto>({
    method: 'POST',
    path: 'user-register',
    body: { ...input },
    auth: false,
  });
  return answer.data;
}

/** Registers and signs in: the session goes into the store on success. */
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
