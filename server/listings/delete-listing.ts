import { eq } from 'drizzle-orm';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { assertCanManageListing } from './listing-access';
import { removeListingFiles } from './listing-files';
import type { ListingKind } from './listing-kind';
import { deleteListingRow, findEditableListing, listFilesWhere } from './listing-repository';
import { noteListingPageChanged } from './note-listing-pages';
import { logLeftover, type FileWork } from './save-listing-files';

/**
 * A delete of a listing of any kind (delete_property, delete_project, update_post_property with
 * action_type 1): the owner or an admin deletes it, sold or not. The row goes with everything
 * that hangs on it (photos, documents, favourites, an edit under review, the kind's own rows:
 * cascades); after the commit every stored file of the listing is removed, the edit's too.
 */
export async function deleteListing(
  db: Database,
  kind: ListingKind,
  viewer: Viewer,
  id: number,
  work: FileWork,
): Promise<void> {
  const listing = assertCanManageListing(kind, viewer, await findEditableListing(db, kind, id));
  const files = await runInTransaction(db, async (tx) => {
    // Locked, so an edit saving meanwhile finishes first and its files are on the list.
    if (!(await findEditableListing(tx, kind, id, { lock: true }))) throw notFound(kind.subject);
    const stored = await listFilesWhere(tx, kind, eq(kind.table.id, id));
    await deleteListingRow(tx, kind, id);
    return stored;
  });
  noteListingPageChanged(kind, listing.slugId);
  await removeListingFiles(work.storage, files, logLeftover(work.log));
}
