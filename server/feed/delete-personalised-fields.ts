import type { Database } from '../db/database';
import type { RouteResult, Viewer } from '../core/route';
import { deleteFeedPreferences } from './feed-repository';

/** `personalised-fields` DELETE: clears the signed-in user's preferences (idempotent). */
export async function deletePersonalisedFields(
  db: Database,
  viewer: Viewer,
): Promise<RouteResult<null>> {
  await deleteFeedPreferences(db, viewer.userId);
  return { data: null, message: 'Your feed preferences have been cleared.' };
}
