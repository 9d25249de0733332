import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  categoryParameters,
  facilities,
  favourites,
  listingInterests,
  parameters,
  properties,
  propertyFacilities,
  propertyParameters,
  users,
} from '../db/schema';
import { isPublicListing } from './public-listing';

/** One listing by id or slug. */
export interface ListingTarget {
  id?: number;
  slugId?: string;
}

function targetIs(target: ListingTarget): SQL {
  if (target.id !== undefined) return eq(properties.id, target.id);
  if (target.slugId !== undefined) return eq(properties.slugId, target.slugId);
  throw new Error('A listing target needs an id or a slug');
}

const detailColumns = {
  id: properties.id,
  slugId: properties.slugId,
  ownerId: properties.ownerId,
  categoryId: properties.categoryId,
  city: properties.city,
  price: properties.price,
  description: properties.description,
  listingStatus: properties.listingStatus,
  reviewStatus: properties.reviewStatus,
  isActive: properties.isActive,
  videoLink: properties.videoLink,
  threeDImage: properties.threeDImage,
  metaTitle: properties.metaTitle,
  metaDescription: properties.metaDescription,
  metaKeywords: properties.metaKeywords,
  metaImage: properties.metaImage,
  updatedAt: properties.updatedAt,
  isPublic: sql<boolean>`${isPublicListing()}`.mapWith(Boolean),
};

/** The listing whatever its status; the caller decides who may see it. */
export async function findListingDetail(db: Database, target: ListingTarget) {
  const [row] = await db.select(detailColumns).from(properties).where(targetIs(target)).limit(1);
  return row ?? null;
}

export type ListingDetailRow = NonNullable<Awaited<ReturnType<typeof findListingDetail>>>;

/** Every parameter value of the listing, in its category's order. */
export function listAllParameters(db: Database, propertyId: number, categoryId: number) {
  return db
    .select({
      id: parameters.id,
      name: parameters.name,
      kind: parameters.kind,
      value: propertyParameters.value,
      image: parameters.image,
      choices: parameters.choices,
      translations: parameters.translations,
    })
    .from(propertyParameters)
    .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
    .leftJoin(
      categoryParameters,
      and(
        eq(categoryParameters.categoryId, categoryId),
        eq(categoryParameters.parameterId, propertyParameters.parameterId),
      ),
    )
    .where(eq(propertyParameters.propertyId, propertyId))
    .orderBy(asc(categoryParameters.sequence), asc(parameters.id));
}

export function listNearbyFacilities(db: Database, propertyId: number) {
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      image: facilities.image,
      distance: propertyFacilities.distance,
      translations: facilities.translations,
    })
    .from(propertyFacilities)
    .innerJoin(facilities, eq(facilities.id, propertyFacilities.facilityId))
    .where(eq(propertyFacilities.propertyId, propertyId))
    .orderBy(asc(propertyFacilities.distance), asc(facilities.name));
}

export interface ListingOwnerRow {
  id: number;
  name: string;
  slugId: string;
  profileImage: string | null;
  verificationStatus: string;
  mobile: string | null;
  email: string | null;
  publicListings: number;
}

export async function findListingOwner(
  db: Database,
  ownerId: number,
): Promise<ListingOwnerRow | null> {
  const [[owner], [listings]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        slugId: users.slugId,
        profileImage: users.profileImage,
        verificationStatus: users.verificationStatus,
        mobile: users.mobile,
        email: users.email,
      })
      .from(users)
      .where(eq(users.id, ownerId))
      .limit(1),
    db
      .select({ total: count() })
      .from(properties)
      .where(and(isPublicListing(), eq(properties.ownerId, ownerId))),
  ]);
  return owner ? { ...owner, publicListings: Number(listings?.total ?? 0) } : null;
}

/** Whether the user has the listing in their favourites / said they are interested. */
export async function readViewerFlags(
  db: Database,
  userId: number,
  propertyId: number,
): Promise<{ isFavourite: boolean; isInterested: boolean }> {
  const [favourite, interest] = await Promise.all([
    db
      .select({ userId: favourites.userId })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.listingId, propertyId)))
      .limit(1),
    db
      .select({ userId: listingInterests.userId })
      .from(listingInterests)
      .where(and(eq(listingInterests.userId, userId), eq(listingInterests.propertyId, propertyId)))
      .limit(1),
  ]);
  return { isFavourite: favourite.length > 0, isInterested: interest.length > 0 };
}
