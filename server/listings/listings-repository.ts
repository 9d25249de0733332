import { and, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  categories,
  categoryParameters,
  facilities,
  parameters,
  properties,
  propertyDocuments,
  propertyFacilities,
  propertyImages,
  propertyParameters,
  users,
} from '../db/schema';

/** The listings domain's only Drizzle access: plain reads and writes, no rules. */
export type NewListingRow = typeof properties.$inferInsert;
export type ListingChanges = Partial<Omit<NewListingRow, 'id' | 'ownerId' | 'createdAt'>>;

export const slugConstraint = 'properties_slug_unique';

const editableColumns = {
  id: properties.id,
  ownerId: properties.ownerId,
  slugId: properties.slugId,
  categoryId: properties.categoryId,
  propertyType: properties.propertyType,
  rentDuration: properties.rentDuration,
  listingStatus: properties.listingStatus,
  reviewStatus: properties.reviewStatus,
  rejectionReason: properties.rejectionReason,
  publishedAt: properties.publishedAt,
  titleImage: properties.titleImage,
  threeDImage: properties.threeDImage,
  metaImage: properties.metaImage,
};

export type EditableListingRow = Awaited<ReturnType<typeof findListing>> & object;

/** What the edit and delete rules need of a listing; `lock` holds the row until commit. */
export async function findListing(db: Database, id: number, options: { lock?: boolean } = {}) {
  const query = db.select(editableColumns).from(properties).where(eq(properties.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** What the listing gates and the review rule need to know of a user. */
export async function findLister(db: Database, userId: number) {
  const [row] = await db
    .select({
      role: users.role,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      profileImage: users.profileImage,
      address: users.address,
      verificationStatus: users.verificationStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A fresh listing id, taken before the files are stored under `listings/<id>/`. */
export async function reserveListingId(db: Database): Promise<number> {
  const result = await db.execute<{ id: number | string }>(
    sql`select nextval(pg_get_serial_sequence('properties', 'id')) as id`,
  );
  const { rows } = result as unknown as { rows: { id: number | string }[] };
  return Number(rows[0]!.id);
}

// ── references ─────────────────────────────────────────────────────────────────────────

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return Boolean(row);
}

export async function findParameters(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: parameters.id,
      name: parameters.name,
      kind: parameters.kind,
      choices: parameters.choices,
    })
    .from(parameters)
    .where(inArray(parameters.id, [...ids]));
}

/** The parameters a category asks for, with whether each is required. */
export function listCategoryParameters(db: Database, categoryId: number) {
  return db
    .select({ id: parameters.id, name: parameters.name, isRequired: parameters.isRequired })
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(eq(categoryParameters.categoryId, categoryId));
}

export async function findFacilityIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(inArray(facilities.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Slugs equal to `base` or starting with `base-` (candidates for a numbered suffix). */
export async function findSlugsLike(db: Database, base: string): Promise<string[]> {
  const rows = await db
    .select({ slugId: properties.slugId })
    .from(properties)
    .where(or(eq(properties.slugId, base), like(properties.slugId, `${base}-%`)));
  return rows.map((row) => row.slugId);
}

/**
 * Holds, until the transaction ends, the right to hand out slugs made from `base`: two
 * listings of the same title saved at once then get "-2" and "-3" instead of clashing.
 */
export async function lockSlugBase(db: Database, base: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`listing-slug:${base}`}, 0))`,
  );
}

export async function findListingIdBySlug(db: Database, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.slugId, slug))
    .limit(1);
  return row?.id ?? null;
}

// ── writes ─────────────────────────────────────────────────────────────────────────────

export async function insertListing(db: Database, values: NewListingRow): Promise<void> {
  await db.insert(properties).values(values);
}

/** Updates a listing still on the market; false when it is gone or was sold/rented meanwhile. */
export async function updateAvailableListing(
  db: Database,
  id: number,
  changes: ListingChanges,
): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(properties.id, id), eq(properties.listingStatus, 'available')))
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function replaceParameters(
  db: Database,
  propertyId: number,
  values: readonly { parameterId: number; value: string }[],
): Promise<void> {
  await db.delete(propertyParameters).where(eq(propertyParameters.propertyId, propertyId));
  if (values.length === 0) return;
  await db.insert(propertyParameters).values(values.map((item) => ({ propertyId, ...item })));
}

export async function replaceFacilities(
  db: Database,
  propertyId: number,
  values: readonly { facilityId: number; distance: string }[],
): Promise<void> {
  await db.delete(propertyFacilities).where(eq(propertyFacilities.propertyId, propertyId));
  if (values.length === 0) return;
  await db.insert(propertyFacilities).values(values.map((item) => ({ propertyId, ...item })));
}

/** Adds gallery photos after the listing's last one. */
export async function appendGalleryImages(
  db: Database,
  propertyId: number,
  imageKeys: readonly string[],
): Promise<void> {
  if (imageKeys.length === 0) return;
  const [last] = await db
    .select({ sequence: sql<number>`coalesce(max(${propertyImages.sequence}), 0)`.mapWith(Number) })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  const start = (last?.sequence ?? 0) + 1;
  await db
    .insert(propertyImages)
    .values(imageKeys.map((image, index) => ({ propertyId, image, sequence: start + index })));
}

export async function insertDocuments(
  db: Database,
  propertyId: number,
  documents: readonly { file: string; name: string }[],
): Promise<void> {
  if (documents.length === 0) return;
  await db.insert(propertyDocuments).values(documents.map((doc) => ({ propertyId, ...doc })));
}

export async function countGalleryImages(db: Database, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  return row?.total ?? 0;
}

export async function countDocuments(db: Database, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(propertyDocuments)
    .where(eq(propertyDocuments.propertyId, propertyId));
  return row?.total ?? 0;
}

/** Deletes those gallery photos of this listing; answers the stored keys of the deleted ones. */
export async function deleteGalleryImages(
  db: Database,
  propertyId: number,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(propertyImages)
    .where(and(eq(propertyImages.propertyId, propertyId), inArray(propertyImages.id, [...ids])))
    .returning({ image: propertyImages.image });
  return rows.map((row) => row.image);
}

/** Deletes those documents of this listing; answers the stored keys of the deleted ones. */
export async function deleteDocuments(
  db: Database,
  propertyId: number,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(propertyDocuments)
    .where(
      and(eq(propertyDocuments.propertyId, propertyId), inArray(propertyDocuments.id, [...ids])),
    )
    .returning({ file: propertyDocuments.file });
  return rows.map((row) => row.file);
}

/** Which of these ids are gallery photos / documents of this listing. */
export async function findOwnGalleryIds(
  db: Database,
  propertyId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: propertyImages.id })
    .from(propertyImages)
    .where(and(eq(propertyImages.propertyId, propertyId), inArray(propertyImages.id, [...ids])));
  return rows.map((row) => row.id);
}

export async function findOwnDocumentIds(
  db: Database,
  propertyId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: propertyDocuments.id })
    .from(propertyDocuments)
    .where(
      and(eq(propertyDocuments.propertyId, propertyId), inArray(propertyDocuments.id, [...ids])),
    );
  return rows.map((row) => row.id);
}

export async function deleteListingRow(db: Database, id: number): Promise<void> {
  await db.delete(properties).where(eq(properties.id, id));
}

// ── stored files ───────────────────────────────────────────────────────────────────────

/** Every stored file of the listings matching `where`: photos (image keys) and plain files. */
async function listFilesWhere(db: Database, where: ReturnType<typeof eq>) {
  // One query after another: inside a transaction they share one connection.
  const own = await db
    .select({
      titleImage: properties.titleImage,
      threeDImage: properties.threeDImage,
      metaImage: properties.metaImage,
    })
    .from(properties)
    .where(where);
  const gallery = await db
    .select({ image: propertyImages.image })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(where);
  const documents = await db
    .select({ file: propertyDocuments.file })
    .from(propertyDocuments)
    .innerJoin(properties, eq(properties.id, propertyDocuments.propertyId))
    .where(where);
  const images = [
    ...own.flatMap((row) => [row.titleImage, row.threeDImage, row.metaImage]),
    ...gallery.map((row) => row.image),
  ].filter((key): key is string => Boolean(key));
  return { images, files: documents.map((row) => row.file) };
}

export function listListingFiles(db: Database, propertyId: number) {
  return listFilesWhere(db, eq(properties.id, propertyId));
}

export function listOwnerListingFiles(db: Database, ownerId: number) {
  return listFilesWhere(db, eq(properties.ownerId, ownerId));
}
