import type { ChatBlockDto } from '@/contracts/dto/chat-dto';
import type { BlockUserInput } from '@/contracts/requests/chat-requests';
import { notFound, validationFailed } from '../core/app-error';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { blockDtos } from './get-blocked-users';
import { findChatPeople, saveBlock } from './chat-repository';

/** The one person (or the admin) a block or an unblock names: exactly one of the two fields. */
export function blockTarget(
  viewer: Viewer,
  input: { to_user_id?: number; to_admin: number },
): { blockedUserId: number | null; toAdmin: boolean } {
  if (input.to_admin === 1 && input.to_user_id !== undefined) {
    throw validationFailed({ to_user_id: 'Name a person or the admin, not both.' });
  }
  if (input.to_admin === 1) {
    if (viewer.role === 'admin') {
      throw validationFailed({ to_admin: 'An admin does not block the admin.' });
    }
    return { blockedUserId: null, toAdmin: true };
  }
  if (input.to_user_id === undefined) {
    throw validationFailed({ to_user_id: 'Name the person to block, or the admin.' });
  }
  if (input.to_user_id === viewer.userId) {
    throw validationFailed({ to_user_id: 'You cannot block yourself.' });
  }
  return { blockedUserId: input.to_user_id, toAdmin: false };
}

/**
 * `block-user`: the signed-in user stops chat with a person (`to_user_id`) or with the admin
 * (`to_admin` = 1), with a reason. Neither side can write to the other until they unblock;
 * the admin's notices of the service (review decisions, deactivation) still arrive. Blocking
 * again keeps one block and its newest reason.
 */
export async function blockUser(
  db: Database,
  viewer: Viewer,
  input: BlockUserInput,
): Promise<ChatBlockDto> {
  const target = blockTarget(viewer, input);
  if (target.blockedUserId !== null) {
    const [person] = await findChatPeople(db, [target.blockedUserId]);
    if (!person) throw notFound('The person');
  }
  const block = await saveBlock(db, { blockerId: viewer.userId, ...target, reason: input.reason });
  const [dto] = await blockDtos(db, [block]);
  return dto!;
}
