import { eq } from 'drizzle-orm';
import { notFound } from '../core/app-error';
import type { ListingKind, ListingPage, OwnerListingView } from './listing-kind';
import { noteListingPageChanged } from './note-listing-pages';

/** The page of one listing, to read it again after a change. */
export const onlyListing = (kind: ListingKind, listingId: number): ListingPage => ({
  where: eq(kind.table.id, listingId),
  orderBy: [],
  limit: 1,
  offset: 0,
});

/**
 * The row of a listing just changed, read again (a 404 when it went meanwhile); its public page
 * is noted as changed.
 */
export function changedListing<Row extends OwnerListingView>(
  kind: ListingKind,
  rows: readonly Row[],
): Row {
  const [row] = rows;
  if (!row) throw notFound(kind.subject);
  noteListingPageChanged(kind, row.slug_id);
  return row;
}
