import type { ContactMessageDto } from '@/contracts/dto/contact-message-dto';
import type { ContactMessageRow } from './contact-repository';

export function toContactMessageDto(row: ContactMessageRow): ContactMessageDto {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    subject: row.subject,
    message: row.message,
    user_id: row.userId,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
