import type { ReviewStatus } from '@/contracts/dto/owner-listing-status';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type {
  ListingDocumentsTable,
  ListingImagesTable,
  ListingTable,
} from '../db/schema/listing-columns';
import type { ListingFileRefs, ListingKind } from './listing-kind';
import { uploadFileRefs } from './revision-repository';

/**
 * The listing-kind core's only Drizzle access: reads and writes of any kind's listing through
 * the columns every kind shares, and of its gallery and documents. No rules here.
 */

/** Column changes of a listing row, by column key (the shared ones and a kind's own). */
export type ListingChanges = PgUpdateSetSource<ListingTable> & Record<string, unknown>;

/** A column of the kind's table by its key (a photo column of ListingMedia). */
export function columnOf(kind: ListingKind, key: string): AnyPgColumn {
  const column = (getTableColumns(kind.table) as Record<string, AnyPgColumn>)[key];
  if (!column) throw new Error(`${kind.key} has no column ${key}`);
  return column;
}

const photoSelection = (kind: ListingKind): Record<string, AnyPgColumn> =>
  Object.fromEntries(
    Object.values(kind.media.photoColumns).map((key) => [key, columnOf(kind, key)]),
  );

/** What the edit, delete and status rules need of a listing. */
export interface EditableListing {
  id: number;
  ownerId: number;
  slugId: string;
  categoryId: number;
  reviewStatus: ReviewStatus;
  isActive: boolean;
  publishedAt: Date | null;
  /** The single photos of its row, by column key (ListingMedia.photoColumns). */
  photos: Record<string, string | null>;
}

/** A listing as the edit, delete and status rules see it; `lock` holds it until commit. */
export async function findEditableListing(
  db: Database,
  kind: ListingKind,
  id: number,
  options: { lock?: boolean } = {},
): Promise<EditableListing | null> {
  const { table } = kind;
  const photos = photoSelection(kind);
  const query = db
    .select({
      id: table.id,
      ownerId: table.ownerId,
      slugId: table.slugId,
      categoryId: table.categoryId,
      reviewStatus: table.reviewStatus,
      isActive: table.isActive,
      publishedAt: table.publishedAt,
      ...Object.fromEntries(
        Object.entries(photos).map(([key, column]) => [`photo.${key}`, column]),
      ),
    })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  const found = row as typeof row & Record<string, unknown>;
  return {
    id: row.id,
    ownerId: row.ownerId,
    slugId: row.slugId,
    categoryId: row.categoryId,
    reviewStatus: row.reviewStatus,
    isActive: row.isActive,
    publishedAt: row.publishedAt,
    photos: Object.fromEntries(
      Object.keys(photos).map((key) => [key, (found[`photo.${key}`] as string | null) ?? null]),
    ),
  };
}

/** A fresh listing id, taken before the files are stored under `<folder>/<id>/`. */
export async function reserveListingId(db: Database, kind: ListingKind): Promise<number> {
  const result = await db.execute<{ id: number | string }>(
    sql`select nextval(pg_get_serial_sequence(${getTableName(kind.table)}, 'id')) as id`,
  );
  const { rows } = result as unknown as { rows: { id: number | string }[] };
  return Number(rows[0]!.id);
}

/** Slugs equal to `base` or starting with `base-` (candidates for a numbered suffix). */
export async function findSlugsLike(
  db: Database,
  kind: ListingKind,
  base: string,
): Promise<string[]> {
  const { table } = kind;
  const rows = await db
    .select({ slugId: table.slugId })
    .from(table)
    .where(or(eq(table.slugId, base), like(table.slugId, `${base}-%`)));
  return rows.map((row) => row.slugId);
}

/**
 * Holds, until the transaction ends, the right to hand out slugs of this kind made from `base`:
 * two listings of the same title saved at once then get "-2" and "-3" instead of clashing.
 */
export async function lockSlugBase(db: Database, kind: ListingKind, base: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${kind.key}-slug:${base}`}, 0))`,
  );
}

export async function findListingIdBySlug(
  db: Database,
  kind: ListingKind,
  slug: string,
): Promise<number | null> {
  const { table } = kind;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.slugId, slug))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Writes `changes` only while `guard` still holds for the row (two parallel changes cannot both
 * pass a check made on an older state); true when the row was written.
 */
export async function updateListingWhere(
  db: Database,
  kind: ListingKind,
  id: number,
  guard: SQL | undefined,
  changes: ListingChanges,
): Promise<boolean> {
  const { table } = kind;
  const updated = await db
    .update(table)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(table.id, id), guard))
    .returning({ id: table.id });
  return updated.length > 0;
}

export async function deleteListingRow(db: Database, kind: ListingKind, id: number) {
  await db.delete(kind.table).where(eq(kind.table.id, id));
}

/** The slugs of every listing of this kind a user owns, public or not. */
export async function listOwnerSlugs(db: Database, kind: ListingKind, ownerId: number) {
  const { table } = kind;
  const rows = await db
    .select({ slugId: table.slugId })
    .from(table)
    .where(eq(table.ownerId, ownerId));
  return rows.map((row) => row.slugId);
}

// ── gallery and documents ──────────────────────────────────────────────────────────────

/** Adds gallery photos after the listing's last one. */
export async function appendGalleryImages(
  db: Database,
  kind: ListingKind,
  listingId: number,
  imageKeys: readonly string[],
): Promise<void> {
  if (imageKeys.length === 0) return;
  const { images } = kind;
  const [last] = await db
    .select({ sequence: sql<number>`coalesce(max(${images.sequence}), 0)`.mapWith(Number) })
    .from(images)
    .where(eq(images.listingId, listingId));
  const start = (last?.sequence ?? 0) + 1;
  await db
    .insert(images)
    .values(imageKeys.map((image, index) => ({ listingId, image, sequence: start + index })));
}

export async function insertDocuments(
  db: Database,
  kind: ListingKind,
  listingId: number,
  documents: readonly { file: string; name: string }[],
): Promise<void> {
  if (documents.length === 0) return;
  await db.insert(kind.documents).values(documents.map((doc) => ({ listingId, ...doc })));
}

/** The ids of a listing's gallery photos and documents. */
export async function listMediaIds(db: Database, kind: ListingKind, listingId: number) {
  // One query after another: in a transaction they share one connection.
  const photos = await db
    .select({ id: kind.images.id })
    .from(kind.images)
    .where(eq(kind.images.listingId, listingId));
  const documents = await db
    .select({ id: kind.documents.id })
    .from(kind.documents)
    .where(eq(kind.documents.listingId, listingId));
  return { photoIds: photos.map((row) => row.id), documentIds: documents.map((row) => row.id) };
}

/** A listing's gallery photos in their order. */
export function listGallery(db: Database, kind: ListingKind, listingId: number) {
  const { images } = kind;
  return db
    .select({ id: images.id, image: images.image })
    .from(images)
    .where(eq(images.listingId, listingId))
    .orderBy(asc(images.sequence), asc(images.id));
}

/** A listing's documents in the order they were added. */
export function listDocuments(db: Database, kind: ListingKind, listingId: number) {
  const { documents } = kind;
  return db
    .select({ id: documents.id, name: documents.name, file: documents.file })
    .from(documents)
    .where(eq(documents.listingId, listingId))
    .orderBy(asc(documents.id));
}

/** Deletes those rows of a listing's gallery or documents; answers their stored keys. */
async function deleteMediaRows(
  db: Database,
  table: ListingImagesTable | ListingDocumentsTable,
  storedKey: AnyPgColumn,
  listingId: number,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(table)
    .where(and(eq(table.listingId, listingId), inArray(table.id, [...ids])))
    .returning({ key: storedKey });
  return rows.map((row) => String(row.key));
}

/** Deletes those gallery photos of this listing; answers the image keys of the deleted ones. */
export const deleteGalleryImages = (
  db: Database,
  kind: ListingKind,
  listingId: number,
  ids: readonly number[],
) => deleteMediaRows(db, kind.images, kind.images.image, listingId, ids);

/** Deletes those documents of this listing; answers the file keys of the deleted ones. */
export const deleteDocuments = (
  db: Database,
  kind: ListingKind,
  listingId: number,
  ids: readonly number[],
) => deleteMediaRows(db, kind.documents, kind.documents.file, listingId, ids);

/** Every stored file of the listings matching `where`: photos (image keys) and plain files. */
export async function listFilesWhere(
  db: Database,
  kind: ListingKind,
  where: SQL,
): Promise<ListingFileRefs> {
  const { table, images, documents } = kind;
  // One query after another: inside a transaction they share one connection.
  const own = await db.select(photoSelection(kind)).from(table).where(where);
  const gallery = await db
    .select({ image: images.image })
    .from(images)
    .innerJoin(table, eq(table.id, images.listingId))
    .where(where);
  const files = await db
    .select({ file: documents.file })
    .from(documents)
    .innerJoin(table, eq(table.id, documents.listingId))
    .where(where);
  const kept = (await kind.media.ownFiles?.(db, where)) ?? { images: [], files: [] };
  const revised = await db
    .select({ uploads: kind.revisions.uploads })
    .from(kind.revisions)
    .innerJoin(table, eq(table.id, kind.revisions.listingId))
    .where(where);
  const revisedFiles = revised.map((row) => uploadFileRefs(row.uploads));
  const isKey = (key: unknown): key is string => typeof key === 'string' && key !== '';
  return {
    images: [
      ...own.flatMap((row) => Object.values(row)).filter(isKey),
      ...gallery.map((row) => row.image),
      ...kept.images,
      ...revisedFiles.flatMap((refs) => refs.images),
    ],
    files: [
      ...files.map((row) => row.file),
      ...kept.files,
      ...revisedFiles.flatMap((refs) => refs.files),
    ],
  };
}

/** Which of these listings the user saved. */
export async function findFavouriteIds(
  db: Database,
  kind: ListingKind,
  userId: number,
  listingIds: readonly number[],
): Promise<Set<number>> {
  if (listingIds.length === 0) return new Set();
  const { favourites } = kind;
  const rows = await db
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.listingId, [...listingIds])));
  return new Set(rows.map((row) => row.listingId));
}

/** How many listings match `where`. */
export async function countListings(db: Database, kind: ListingKind, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(kind.table).where(where);
  return row?.total ?? 0;
}
