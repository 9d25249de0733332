import { useMutation } from '@tanstack/react-query';
import type { SessionDto } from '@/contracts/dto/session-dto';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { signInFailed, signInStarted, signInSucceeded } from '@/store/slices/session-slice';
import { selectFcmToken } from '@/store/slices/settings-slice';
import { callApi } from '../client';

/** The `user_signup` payloads, one per login type (see contracts/requests/account-requests.ts). */
export type SignInInput =
  | { logintype: 'email'; email: string; password: string }
  | { logintype: 'phone' | 'email_code'; auth_id: string; name?: string }
  | { logintype: 'google'; auth_id: string; name?: string };

/** POST `user_signup` (open): every way of signing in ends here and answers a session. */
export async function signIn(input: SignInInput, fcmId?: string | null): Promise<SessionDto> {
  const answer = await callApi<SessionDto>({
    method: 'POST',
    path: 'user_signup',
    body: fcmId ? { ...input, fcm_id: fcmId } : { ...input },
    auth: false,
  });
  return answer.data;
}

/**
 * Signs in and keeps the session in the store. The device's push token (when one was obtained)
 * goes along, so notifications reach this browser.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input, selectFcmToken(store.getState())),
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
