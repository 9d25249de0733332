import type { ContactMessageDto } from '@/contracts/dto/contact-message-dto';
import { contactKeys } from '@/contracts/query-keys/contact-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface ReadContactMessageInput {
  id: number;
  isRead: boolean;
}

/**
 * POST `admin/read-contact-message`: marks a message read or unread; then the message pages
 * (and their unread count) are fetched again.
 */
export const readContactMessage = defineMutation('POST', 'admin/read-contact-message', {
  body: (input: ReadContactMessageInput) => ({ id: input.id, is_read: input.isRead ? 1 : 0 }),
  answer: dataOf<ContactMessageDto>,
  invalidateOnSettled: [contactKeys.all],
});

export const useReadContactMessage = readContactMessage.use;
