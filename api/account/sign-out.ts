import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { signedOut } from '@/store/slices/session-slice';
import { selectFcmToken } from '@/store/slices/settings-slice';
import { paths } from '@/utils/paths';
import { defineMutation } from '../define-mutation';

/** POST `before-logout`: ends this session on the server; `fcm_id` unregisters this device. */
export const signOut = defineMutation('POST', 'before-logout', {
  body: (input: { fcm_id: string | null }) => (input.fcm_id ? { fcm_id: input.fcm_id } : {}),
});

/**
 * Forgets the session in this browser: goes home first (so a protected page does not send the
 * visitor to the sign-in page on its way out), then drops the session and every cached answer
 * (they may hold the user's own data).
 */
export function useEndLocalSession() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await router.push(paths.home());
    } catch {
      // A cancelled navigation must not keep the session alive.
    } finally {
      dispatch(signedOut());
      queryClient.clear();
    }
  }, [router, dispatch, queryClient]);
}

/** Signs out: the session ends here even when the server call fails (offline, expired). */
export function useSignOut() {
  const store = useAppStore();
  const endLocalSession = useEndLocalSession();
  return useMutation({
    mutationFn: () => signOut.send({ fcm_id: selectFcmToken(store.getState()) }),
    onSettled: () => endLocalSession(),
  });
}
