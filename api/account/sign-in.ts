import { useMutation } from '@tanstack/react-query';
import type { SessionDto } from '@/contracts/dto/session-dto';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { signInFailed, signInStarted, signInSucceeded } from '@/store/slices/session-slice';
import { selectFcmToken } from '@/store/slices/settings-slice';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** The `user_signup` payloads, one per login type (see contracts/requests/account-requests.ts). */
export type SignInInput =
  | { logintype: 'email'; email: string; password: string }
  | { logintype: 'phone' | 'email_code'; auth_id: string; name?: string }
  | { logintype: 'google'; auth_id: string; name?: string };

/**
 * POST `user_signup` (open): every way of signing in ends here and answers a session. The
 * device's push token (when one was obtained) goes along, so notifications reach this browser.
 */
export const signIn = defineMutation('POST', 'user_signup', {
  auth: false,
  body: ({ input, fcmId }: { input: SignInInput; fcmId: string | null }) =>
    fcmId ? { ...input, fcm_id: fcmId } : { ...input },
  answer: dataOf<SessionDto>,
});

/** The store follows a sign-in (or a registration that signs in): started, then in or failed. */
export function useSessionStart() {
  const dispatch = useAppDispatch();
  return {
    onMutate: () => {
      dispatch(signInStarted());
    },
    onSuccess: (session: SessionDto) => {
      dispatch(signInSucceeded(session));
    },
    onError: () => {
      dispatch(signInFailed());
    },
  };
}

/** Signs in and keeps the session in the store. */
export function useSignIn() {
  const store = useAppStore();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      signIn.send({ input, fcmId: selectFcmToken(store.getState()) }),
    ...useSessionStart(),
  });
}
