import { useMutation } from '@tanstack/react-query';
import { callApi } from '../client';
import { useEndLocalSession } from './sign-out';

/** POST `delete_user`: deletes the signed-in user's own account; its sessions die with it. */
export async function deleteAccount(input: { userid: number }): Promise<void> {
  await callApi<unknown>({ method: 'POST', path: 'delete_user', body: { userid: input.userid } });
}

/** Deletes the account, then forgets the session here and goes home. */
export function useDeleteAccount() {
  const endLocalSession = useEndLocalSession();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => endLocalSession(),
  });
}
