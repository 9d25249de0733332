import type { Database } from '../db/database';
import type { ListingKind, ListingPage, OwnerListingView, OwnerPage } from './listing-kind';
import { withRevisions } from './revision-repository';

/**
 * A page of a kind's listings as their owner and the admin see them: the kind's rows, each with
 * its edit under review (or refused). Every owner and admin view reads its rows through here.
 */
export async function loadOwnerRows<OwnerRow extends OwnerListingView>(
  db: Database,
  kind: ListingKind<OwnerRow>,
  page: ListingPage,
): Promise<OwnerPage<OwnerRow>> {
  const loaded = await kind.loadOwnerPage(db, page);
  return { ...loaded, data: await withRevisions(db, kind, loaded.data) };
}
