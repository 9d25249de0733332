import type { UnreadCountsDto } from '@/contracts/dto/chat-dto';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { countNotifications } from '../notifications/notifications-repository';
import { countUnreadMessages } from './chat-repository';

/** `get_unread_counts` (added): the header's badges: unread messages and notifications. */
export async function getUnreadCounts(db: Database, viewer: Viewer): Promise<UnreadCountsDto> {
  const [messages, notifications] = await Promise.all([
    countUnreadMessages(db, viewer.userId),
    countNotifications(db, viewer.userId, 'unread'),
  ]);
  return { messages, notifications };
}
