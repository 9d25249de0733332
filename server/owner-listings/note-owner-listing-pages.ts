import { paths } from '@/utils/paths';
import type { Database } from '../db/database';
import { notePageChanged } from '../pages/changed-pages';
import { listOwnerListingSlugs } from './owner-listing-repository';

/**
 * Notes the pages of every listing of an owner as changed: they show the owner's name and photo
 * (a profile change), or disappear with the owner (an account deleted).
 */
export async function noteOwnerListingPages(db: Database, ownerId: number): Promise<void> {
  for (const slug of await listOwnerListingSlugs(db, ownerId)) {
    notePageChanged(paths.propertyDetail(slug));
  }
}
