import { chatKeys } from '@/contracts/query-keys/chat-keys';
import { defineMutation } from '../define-mutation';
import type { ChatBlockTarget } from './block-user';

/** POST `unblock-user`: ends the user's own block; the chat answers are fetched again. */
export const unblockUser = defineMutation('POST', 'unblock-user', {
  body: (target: ChatBlockTarget) => ({ ...target }),
  invalidateOnSuccess: [chatKeys.all],
});

export const useUnblockUser = unblockUser.use;
