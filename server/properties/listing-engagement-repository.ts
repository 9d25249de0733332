import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { favourites, listingInterests, properties, reportReasons } from '../db/schema';
import { isPublicListing } from './public-listing';

/** Favourites, interest and reports: plain reads and writes; the rules live in the services. */
export interface ListingAccessRow {
  id: number;
  ownerId: number;
  title: string;
  isPublic: boolean;
}

export async function findListingAccess(
  db: Database,
  propertyId: number,
): Promise<ListingAccessRow | null> {
  const [row] = await db
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      title: properties.title,
      isPublic: sql<boolean>`${isPublicListing()}`.mapWith(Boolean),
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps a property's likes equal to its favourites (setListingFavourite's counter): changed by
 * `by` in the favourite's transaction (the increment is row-locked, so parallel likes all
 * count). Answers the listing's likes.
 */
export async function countLikes(tx: Database, propertyId: number, by: 1 | -1 | 0) {
  if (by === 0) {
    const [row] = await tx
      .select({ totalLikes: properties.totalLikes })
      .from(properties)
      .where(eq(properties.id, propertyId));
    return row?.totalLikes ?? 0;
  }
  const [row] = await tx
    .update(properties)
    .set({ totalLikes: sql`greatest(${properties.totalLikes} + ${by}::int, 0)` })
    .where(eq(properties.id, propertyId))
    .returning({ totalLikes: properties.totalLikes });
  return row?.totalLikes ?? 0;
}

/**
 * Deletes every favourite and interest of a user (an account going away) and answers the
 * listings whose favourite was deleted. Run it in the caller's transaction with lowerLikes.
 */
export async function deleteEngagementOf(tx: Database, userId: number): Promise<number[]> {
  const removed = await tx
    .delete(favourites)
    .where(eq(favourites.userId, userId))
    .returning({ propertyId: favourites.listingId });
  await tx.delete(listingInterests).where(eq(listingInterests.userId, userId));
  return removed.map((row) => row.propertyId);
}

/** Takes one like back from each listing (a user has at most one favourite per listing). */
export async function lowerLikes(tx: Database, propertyIds: readonly number[]): Promise<void> {
  if (propertyIds.length === 0) return;
  await tx
    .update(properties)
    .set({ totalLikes: sql`greatest(${properties.totalLikes} - 1, 0)` })
    .where(inArray(properties.id, [...propertyIds]));
}

export async function addInterest(db: Database, userId: number, propertyId: number) {
  await db.insert(listingInterests).values({ userId, propertyId }).onConflictDoNothing();
}

export async function removeInterest(db: Database, userId: number, propertyId: number) {
  await db
    .delete(listingInterests)
    .where(and(eq(listingInterests.userId, userId), eq(listingInterests.propertyId, propertyId)));
}

export function listActiveReportReasons(db: Database) {
  return db
    .select({ id: reportReasons.id, reason: reportReasons.reason })
    .from(reportReasons)
    .where(eq(reportReasons.isActive, true))
    .orderBy(asc(reportReasons.id));
}

export async function findActiveReportReason(
  db: Database,
  id: number,
): Promise<{ id: number; reason: string } | null> {
  const [row] = await db
    .select({ id: reportReasons.id, reason: reportReasons.reason })
    .from(reportReasons)
    .where(and(eq(reportReasons.id, id), eq(reportReasons.isActive, true)))
    .limit(1);
  return row ?? null;
}
