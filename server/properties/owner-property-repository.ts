import type { ReviewStatus } from '@/contracts/dto/owner-listing-status';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { qualified } from '../db/qualified';
import { listingInterests, properties, users } from '../db/schema';
import type { ListingPage } from '../listings/listing-kind';
import { countListingRows, listingRowsPage } from '../listings/listing-rows-query';
import { liveSenderOf, senderContactColumns } from '../listings/listing-senders';
import { isPublicListing } from './public-listing';

/** Listings with their state and counters, for the owner's and the admin's views. */
const ownerListingColumns = {
  id: properties.id,
  slugId: properties.slugId,
  ownerId: properties.ownerId,
  title: properties.title,
  titleImage: properties.titleImage,
  price: properties.price,
  propertyType: properties.propertyType,
  rentDuration: properties.rentDuration,
  city: properties.city,
  reviewStatus: properties.reviewStatus,
  rejectionReason: properties.rejectionReason,
  isActive: properties.isActive,
  listingStatus: properties.listingStatus,
  totalViews: properties.totalViews,
  totalLikes: properties.totalLikes,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  publishedAt: properties.publishedAt,
  isPublic: sql<boolean>`${isPublicListing()}`.mapWith(Boolean),
  totalInterested:
    sql<number>`(select count(*) from ${listingInterests} join ${users} as interested_user on interested_user.id = ${qualified(listingInterests.userId)} where ${qualified(listingInterests.propertyId)} = ${qualified(properties.id)} and interested_user.deleted_at is null)`.mapWith(
      Number,
    ),
};

export async function listOwnerListings(db: Database, query: ListingPage) {
  return listingRowsPage(db.select(ownerListingColumns).from(properties).$dynamic(), query);
}

export type OwnerListingRow = Awaited<ReturnType<typeof listOwnerListings>>[number];

export const countOwnerListings = (db: Database, where: SQL | undefined): Promise<number> =>
  countListingRows(db, properties, where);

export async function findOwnerListing(db: Database, where: SQL): Promise<OwnerListingRow | null> {
  const [row] = await db.select(ownerListingColumns).from(properties).where(where).limit(1);
  return row ?? null;
}

/** What a status change needs to know about the listing. */
export interface ListingStateRow {
  id: number;
  ownerId: number;
  propertyType: 'sell' | 'rent';
  rentDuration: 'daily' | 'monthly' | 'quarterly' | 'yearly' | null;
  reviewStatus: ReviewStatus;
  listingStatus: 'available' | 'sold' | 'rented';
  isActive: boolean;
}

export async function findListingState(db: Database, where: SQL): Promise<ListingStateRow | null> {
  const [row] = await db
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      propertyType: properties.propertyType,
      rentDuration: properties.rentDuration,
      reviewStatus: properties.reviewStatus,
      listingStatus: properties.listingStatus,
      isActive: properties.isActive,
    })
    .from(properties)
    .where(where)
    .limit(1);
  return row ?? null;
}

/** Users interested in a listing, the latest first (deleted accounts left out). */
export async function listInterestedUsers(
  db: Database,
  propertyId: number,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: users.id,
      ...senderContactColumns,
      profileImage: users.profileImage,
      interestedAt: listingInterests.createdAt,
    })
    .from(listingInterests)
    .innerJoin(users, liveSenderOf(listingInterests.userId))
    .where(eq(listingInterests.propertyId, propertyId))
    .orderBy(desc(listingInterests.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countInterestedUsers(db: Database, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(listingInterests)
    .innerJoin(users, liveSenderOf(listingInterests.userId))
    .where(eq(listingInterests.propertyId, propertyId));
  return row?.total ?? 0;
}
