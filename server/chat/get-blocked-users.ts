import type { ChatBlockDto } from '@/contracts/dto/chat-dto';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { imageUrl } from '../storage/media-url';
import { findChatPeople, listBlocksBy, type UserBlockRow } from './chat-repository';

/** Blocks as their blocker reads them, with the blocked person's name and photo. */
export async function blockDtos(
  db: Database,
  blocks: readonly UserBlockRow[],
): Promise<ChatBlockDto[]> {
  const ids = blocks.flatMap((block) =>
    block.blockedUserId === null ? [] : [block.blockedUserId],
  );
  const people = new Map((await findChatPeople(db, ids)).map((person) => [person.id, person]));
  return blocks.map((block) => {
    const person = block.blockedUserId === null ? undefined : people.get(block.blockedUserId);
    return {
      id: block.id,
      user: person
        ? {
            id: person.id,
            name: person.isGone ? '' : person.name,
            profile: person.isGone ? null : imageUrl(person.profileImage, 'card'),
            is_admin: person.isAdmin,
          }
        : null,
      to_admin: block.toAdmin,
      reason: block.reason,
      created_at: block.createdAt.toISOString(),
    };
  });
}

/** `get_blocked_users` (added): the blocks the signed-in user made, for their profile's list. */
export async function getBlockedUsers(db: Database, viewer: Viewer): Promise<ChatBlockDto[]> {
  return blockDtos(db, await listBlocksBy(db, viewer.userId));
}
