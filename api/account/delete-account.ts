import { useMutation } from '@tanstack/react-query';
import { defineMutation } from '../define-mutation';
import { useEndLocalSession } from './sign-out';

/** POST `delete_user`: deletes the signed-in user's own account; its sessions die with it. */
export const deleteAccount = defineMutation('POST', 'delete_user', {
  body: (input: { userid: number }) => ({ userid: input.userid }),
});

/** Deletes the account, then forgets the session here and goes home. */
export function useDeleteAccount() {
  const endLocalSession = useEndLocalSession();
  return useMutation({ ...deleteAccount.options, onSuccess: () => endLocalSession() });
}
