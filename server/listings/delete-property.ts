import { paths } from '@/utils/paths';
import { runInTransaction } from '../db/transactions';
import type { Database } from '../db/database';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { notePageChanged } from '../pages/changed-pages';
import { assertCanManageListing } from '../owner-listings/listing-access';
import { removeListingFiles } from './listing-files';
import { deleteListingRow, findListing, listListingFiles } from './listings-repository';
import { logLeftover, type FileWork } from './save-listing-files';

/**
 * `delete_property` (and update_post_property with action_type 1): the owner or an admin
 * deletes a listing, sold or not. The row goes with its photos, documents, parameters,
 * facilities, favourites … (cascades); after the commit every stored file of the listing is
 * removed (all photo variants, documents, the 3D and meta images).
 */
export async function deleteProperty(
  db: Database,
  viewer: Viewer,
  id: number,
  work: FileWork,
): Promise<void> {
  const listing = assertCanManageListing(viewer, await findListing(db, id));
  const files = await runInTransaction(db, async (tx) => {
    // Locked, so an edit saving meanwhile finishes first and its files are on the list.
    if (!(await findListing(tx, id, { lock: true }))) throw notFound('The property');
    const stored = await listListingFiles(tx, id);
    await deleteListingRow(tx, id);
    return stored;
  });
  notePageChanged(paths.propertyDetail(listing.slugId));
  await removeListingFiles(work.storage, files, logLeftover(work.log));
}
