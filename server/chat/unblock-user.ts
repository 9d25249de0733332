import type { UnblockUserInput } from '@/contracts/requests/chat-requests';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { blockTarget } from './block-user';
import { deleteBlock, findBlock } from './chat-repository';

/** `unblock-user`: the blocker lifts their own block of a person or of the admin. */
export async function unblockUser(
  db: Database,
  viewer: Viewer,
  input: UnblockUserInput,
): Promise<null> {
  const block = await findBlock(db, viewer.userId, blockTarget(viewer, input));
  if (!block) throw notFound('The block');
  await deleteBlock(db, block.id);
  return null;
}
