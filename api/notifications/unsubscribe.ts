import type { NotificationType } from '@/contracts/dto/notification-dto';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/**
 * POST `unsubscribe` (open): the link of an email turns that kind of email off; the token goes
 * in the address, as mail programs' one-click unsubscribe sends it.
 */
export const unsubscribeFromEmails = defineMutation('POST', 'unsubscribe', {
  auth: false,
  query: (token: string) => ({ token }),
  answer: dataOf<{ type: NotificationType }>,
});

export const useUnsubscribeFromEmails = unsubscribeFromEmails.use;
