import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import type { Database } from '../db/database';
import type { RouteResult, Viewer } from '../core/route';
import { toPersonalisedFieldsDto } from './feed-dto';
import { findFeedPreferences } from './feed-repository';

/** `personalised-fields` GET: the signed-in user's preferences, or null when none are set. */
export async function getPersonalisedFields(
  db: Database,
  viewer: Viewer,
): Promise<RouteResult<PersonalisedFieldsDto | null>> {
  const row = await findFeedPreferences(db, viewer.userId);
  return { data: row ? toPersonalisedFieldsDto(row) : null };
}
