import type { ApiSuccess } from '@/contracts/api-envelope';
import type { ContactMessageDto } from '@/contracts/dto/contact-message-dto';
import { contactKeys } from '@/contracts/query-keys/contact-keys';
import { defineQuery } from '../define-query';
import { pageOf, type ListPage, limitAndOffset } from '../list-page';

/** Messages per page of /admin/messages. */
export const contactMessagesPageSize = 20;

export interface ContactMessagesResult extends ListPage<ContactMessageDto> {
  unread: number;
}

/** GET `admin/contact-messages`: the contact page's messages, newest first, and how many are unread. */
export const contactMessagesQuery = defineQuery('admin/contact-messages', {
  key: contactKeys.messages,
  query: limitAndOffset,
  answer: (envelope: ApiSuccess<ContactMessageDto[]> & { unread?: number }) => ({
    ...pageOf(envelope),
    unread: envelope.unread ?? 0,
  }),
  viewer: 'staff',
  keepsPrevious: true,
});

/** One page of the messages; idle unless an admin is signed in. */
export const useContactMessages = contactMessagesQuery.use;
