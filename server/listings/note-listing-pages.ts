import { hasPage } from '@/utils/site-pages';
import type { Database } from '../db/database';
import { notePageChanged } from '../pages/changed-pages';
import type { ListingKind } from './listing-kind';
import { listOwnerSlugs } from './listing-repository';

/**
 * Notes a listing's public page as changed (regenerated after the request), once pages of its
 * kind exist: until then there is nothing to regenerate.
 */
export function noteListingPageChanged(kind: ListingKind, slug: string): void {
  const path = kind.pagePath(slug);
  if (path && hasPage(path)) notePageChanged(path);
}

/**
 * Notes the pages of every listing of an owner as changed: they show the owner's name and photo
 * (a profile change), or disappear with the owner (an account deleted).
 */
export async function noteOwnerListingPages(
  db: Database,
  kinds: readonly ListingKind[],
  ownerId: number,
): Promise<void> {
  for (const kind of kinds) {
    for (const slug of await listOwnerSlugs(db, kind, ownerId)) noteListingPageChanged(kind, slug);
  }
}
