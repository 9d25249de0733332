import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { isPublicSql } from '../db/schema/listing-columns';
import { runInTransaction } from '../db/transactions';
import type { ListingKind } from './listing-kind';

/** Counts a kind keeps of its favourites (a property's likes), changed in the same transaction. */
export type FavouriteCounter = (tx: Database, listingId: number, by: 1 | -1 | 0) => Promise<number>;

/**
 * Saves (type 1) or forgets (0) a public listing of any kind in the viewer's favourites
 * (add_favourite, add-project-favourite); both idempotent. An unknown or hidden listing is a 404
 * (a favourite of a listing that was hidden stays, and counts again once it is public again).
 * `count` keeps a kind's counter in step: it is told +1 or -1 only when a favourite really came
 * or went, 0 otherwise, and answers the counter.
 */
export async function setListingFavourite(
  db: Database,
  kind: ListingKind,
  viewer: Viewer,
  input: { listingId: number; isAdding: boolean },
  count?: FavouriteCounter,
): Promise<{ listingId: number; isFavourite: boolean; count: number }> {
  const { favourites, table } = kind;
  const [listing] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, input.listingId), sql`${isPublicSql(table)}`))
    .limit(1);
  if (!listing) throw notFound(kind.subject);
  const pair = and(eq(favourites.userId, viewer.userId), eq(favourites.listingId, listing.id));
  const counted = await runInTransaction(db, async (tx) => {
    const changed = input.isAdding
      ? await tx
          .insert(favourites)
          .values({ userId: viewer.userId, listingId: listing.id })
          .onConflictDoNothing()
          .returning({ listingId: favourites.listingId })
      : await tx.delete(favourites).where(pair).returning({ listingId: favourites.listingId });
    const by = changed.length === 0 ? 0 : input.isAdding ? 1 : -1;
    return count ? count(tx, listing.id, by) : 0;
  });
  return { listingId: listing.id, isFavourite: input.isAdding, count: counted };
}
