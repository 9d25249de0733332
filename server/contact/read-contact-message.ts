import type { ContactMessageDto } from '@/contracts/dto/contact-message-dto';
import type { ReadContactMessageInput } from '@/contracts/requests/contact-requests';
import type { Database } from '../db/database';
import { notFound } from '../core/app-error';
import type { RouteResult } from '../core/route';
import { toContactMessageDto } from './contact-dto';
import { setContactMessageRead } from './contact-repository';

/** `admin/read-contact-message` (added): marks a message read (`is_read` 1) or unread (0). */
export async function readContactMessage(
  db: Database,
  input: ReadContactMessageInput,
): Promise<RouteResult<ContactMessageDto>> {
  const row = await setContactMessageRead(db, input.id, input.is_read === 1);
  if (!row) throw notFound('The message');
  return {
    data: toContactMessageDto(row),
    message: row.readAt ? 'Marked as read.' : 'Marked as unread.',
  };
}
