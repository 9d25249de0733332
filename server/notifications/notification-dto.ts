import type { NotificationDto } from '@/contracts/dto/notification-dto';
import type { NotificationRow } from './notifications-repository';

export function notificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    params: row.params,
    link: row.link,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
