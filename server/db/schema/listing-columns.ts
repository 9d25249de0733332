import { sql, type BuildColumns, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  type PgTable,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ListingRevisionChangeDto } from '@/contracts/dto/listing-revision-dto';
import { revisionStatuses } from '@/contracts/dto/listing-revision-dto';
import { reviewStatuses } from '@/contracts/dto/owner-listing-status';
import { categories } from './catalogue';
import { reportReasons } from './site';
import { listingSearchVector } from './search-text';
import { createdAtColumn, timestamps } from './columns';
import { userReference } from './users';

/**
 * What every kind of listing (a property, a project, …) is made of: the columns of its table,
 * its text search, and its child tables (gallery photos, documents, favourites). A kind's table
 * spreads `listingColumns()` and adds its own columns; the listing-kind core (server/listings/)
 * reads and writes a kind through these shared columns only.
 */

/** PostgreSQL's text-search document type; read as its text form (never needed in answers). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The columns every listing table has, in any kind. */
export function listingColumns() {
  return {
    id: serial('id').primaryKey(),
    slugId: text('slug_id').notNull(),
    ownerId: userReference('owner_id'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    videoLink: text('video_link'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    metaImage: text('meta_image'),
    reviewStatus: text('review_status', { enum: reviewStatuses }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Switched off because its owner's account was deactivated (server/staff/set-user-status.ts):
     * reactivation switches exactly these back on.
     */
    hiddenWithOwner: boolean('hidden_with_owner').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  };
}

/** A listing table of any kind, as the core sees it: the shared columns. */
export type ListingTable = PgTable & BuildColumns<string, ReturnType<typeof listingColumns>, 'pg'>;

/** The columns of a kind's table a listing is found by, besides its address. */
export interface ListingSearchTable {
  title: AnyPgColumn;
  city: AnyPgColumn;
  description: AnyPgColumn;
}

/**
 * The full-text search column: title (A), city and address (B), description (C), in English and
 * Arabic (search-text.ts). `table` is the kind's table and `address` its address column (the
 * project's location), both read when the schema is built.
 */
export function listingSearchColumn(table: () => ListingSearchTable, address: () => AnyPgColumn) {
  return tsvector('search_vector').generatedAlwaysAs((): SQL => {
    const { title, city, description } = table();
    return listingSearchVector({
      title: sql`${title}`,
      city: sql`${city}`,
      address: sql`${address()}`,
      description: sql`${description}`,
    });
  });
}

/** The visibility rule of every kind: the public sees approved, active listings only. */
export const isPublicSql = (table: { reviewStatus: AnyPgColumn; isActive: AnyPgColumn }): SQL =>
  sql`${table.reviewStatus} = 'approved' and ${table.isActive}`;

/**
 * Names a child table's column that points at its listing (`property_id`, `project_id`) and
 * its indexes (`property_images_property_idx`).
 */
export interface ListingParent {
  /** The listing's id column. */
  id: () => AnyPgColumn;
  /** The kind's word in column and index names: 'property', 'project'. */
  word: string;
}

/** A column naming the listing a row belongs to (deleted with it). */
export const listingReference = (parent: ListingParent) =>
  integer(`${parent.word}_id`).notNull().references(parent.id, { onDelete: 'cascade' });

/** A listing's gallery photos, shown in `sequence` order. */
export function listingImagesTable(name: string, parent: ListingParent) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      listingId: listingReference(parent),
      image: text('image').notNull(),
      sequence: integer('sequence').notNull().default(0),
    },
    (table) => [index(`${name}_${parent.word}_idx`).on(table.listingId, table.sequence)],
  );
}

/** A listing's documents (PDF, Word), with the name they are shown under. */
export function listingDocumentsTable(name: string, parent: ListingParent) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      listingId: listingReference(parent),
      file: text('file').notNull(),
      name: text('name').notNull(),
      ...timestamps,
    },
    (table) => [index(`${name}_${parent.word}_idx`).on(table.listingId)],
  );
}

/** The listings users saved: one row per user and listing. */
export function listingFavouritesTable(name: string, parent: ListingParent) {
  return pgTable(
    name,
    {
      userId: userReference(),
      listingId: listingReference(parent),
      createdAt: createdAtColumn(),
    },
    (table) => [
      primaryKey({ columns: [table.userId, table.listingId] }),
      index(`${name}_${parent.word}_idx`).on(table.listingId),
      index(`${name}_user_created_idx`).on(table.userId, table.createdAt.desc()),
    ],
  );
}

/** A report's states: waiting for the moderators, acted on, or dismissed. */
export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;

/** Users' reports of listings, for the moderators' review (admin/reports). */
export function listingReportsTable(name: string, parent: ListingParent) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      userId: userReference(),
      listingId: listingReference(parent),
      reasonId: integer('reason_id').references(() => reportReasons.id, { onDelete: 'set null' }),
      otherMessage: text('other_message'),
      status: text('status', { enum: reportStatuses }).notNull().default('open'),
      createdAt: createdAtColumn(),
    },
    (table) => [
      index(`${name}_${parent.word}_idx`).on(table.listingId),
      index(`${name}_status_idx`).on(table.status, table.createdAt.desc()),
      /** One open report per user and listing (a second one is a 409, even when sent twice at once). */
      uniqueIndex(`${name}_open_unique`)
        .on(table.userId, table.listingId)
        .where(sql`${table.status} = 'open'`),
    ],
  );
}

/**
 * The stored files of one save, by where they go (server/listings/listing-files.ts): the single
 * photos by column key, the gallery, the documents, and the kind's own files by field.
 */
export interface StoredUploadKeys {
  photos: Record<string, string>;
  gallery: string[];
  documents: { file: string; name: string }[];
  attachments: Record<string, { key: string; kind: 'image' | 'pdf' }[]>;
}

/**
 * An edit of an approved listing waiting for review (or refused), at most one per listing: the
 * request's fields (`edit`), the files it stored (`uploads`, not yet part of the listing), how
 * many files it sent per field (`file_counts`, for the room checks when it is applied) and what
 * it changes (`changes`, shown to the owner and the admin).
 */
export function listingRevisionsTable(name: string, parent: ListingParent) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      listingId: listingReference(parent),
      status: text('status', { enum: revisionStatuses }).notNull().default('pending'),
      edit: jsonb('edit').$type<Record<string, unknown>>().notNull(),
      uploads: jsonb('uploads').$type<StoredUploadKeys>().notNull(),
      fileCounts: jsonb('file_counts').$type<Record<string, number>>().notNull(),
      changes: jsonb('changes').$type<ListingRevisionChangeDto[]>().notNull(),
      reason: text('reason'),
      ...timestamps,
    },
    (table) => [uniqueIndex(`${name}_${parent.word}_unique`).on(table.listingId)],
  );
}

export type ListingImagesTable = ReturnType<typeof listingImagesTable>;
export type ListingRevisionsTable = ReturnType<typeof listingRevisionsTable>;
export type ListingDocumentsTable = ReturnType<typeof listingDocumentsTable>;
export type ListingFavouritesTable = ReturnType<typeof listingFavouritesTable>;
export type ListingReportsTable = ReturnType<typeof listingReportsTable>;

/** `created_at` alone, for rows that never change (favourites, enquiries, interest). */
