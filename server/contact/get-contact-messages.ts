import type { ContactMessageDto } from '@/contracts/dto/contact-message-dto';
import type { ContactMessagesQuery } from '@/contracts/requests/contact-requests';
import type { Database } from '../db/database';
import type { RouteResult } from '../core/route';
import { toContactMessageDto } from './contact-dto';
import { countContactMessages, listContactMessages } from './contact-repository';

/**
 * `admin/contact-messages` (added; the spec shows no admin side): the contact page's messages,
 * newest first, paged, with `total` and the number still unread (`unread`). Admin only (403).
 */
export async function getContactMessages(
  db: Database,
  query: ContactMessagesQuery,
): Promise<RouteResult<ContactMessageDto[]>> {
  const [rows, total, unread] = await Promise.all([
    listContactMessages(db, { limit: query.limit, offset: query.offset }),
    countContactMessages(db),
    countContactMessages(db, 'unread'),
  ]);
  return { data: rows.map(toContactMessageDto), total, fields: { unread } };
}
