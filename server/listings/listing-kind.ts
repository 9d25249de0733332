import type { NotificationType } from '@/contracts/dto/notification-dto';
import type { SQL } from 'drizzle-orm';
import type { ListingRevisionDto } from '@/contracts/dto/listing-revision-dto';
import type { ListingFileLimit } from '@/contracts/listing-upload-limits';
import type { PackageLimitFeature } from '@/contracts/package-features';
import type { Database } from '../db/database';
import type {
  ListingDocumentsTable,
  ListingFavouritesTable,
  ListingImagesTable,
  ListingReportsTable,
  ListingRevisionsTable,
  ListingTable,
} from '../db/schema/listing-columns';

/**
 * A kind of listing: properties and projects are two kinds of one thing — a listing with an
 * owner, a slug, photos and documents, a review, a status, favourites and a page. The core in
 * this folder writes those once; a kind describes itself here (its tables, its words, its files,
 * how its owner's rows look) and adds its own fields through a ListingEditor. Adding a kind
 * costs a description (docs/architecture.md says what it takes), not a copy.
 */
/** What every kind's owner row (its DTO for the owner and the admin) carries. */
export interface OwnerListingView {
  id: number;
  slug_id: string;
  /** Its edit under review, if any: null from the kind's loader, filled by the core. */
  pending_changes: ListingRevisionDto | null;
}

export interface ListingKind<OwnerRow extends OwnerListingView = OwnerListingView> {
  /** Its name in code and logs: 'property', 'project'. */
  key: string;
  /** The word the API's sentences use for one: 'listing', 'project'. */
  noun: string;
  /** How a "not found" names one: 'The property', 'The project'. */
  subject: string;
  /** Its table: listingColumns() and its own columns (server/db/schema/listing-columns.ts). */
  table: ListingTable;
  images: ListingImagesTable;
  documents: ListingDocumentsTable;
  favourites: ListingFavouritesTable;
  /** Users' reports of its listings (listingReportsTable), for admin/reports. */
  reports: ListingReportsTable;
  /** Edits of its approved listings waiting for review (listingRevisionsTable). */
  revisions: ListingRevisionsTable;
  /** The unique index of its slugs (a clash of two saves at once is a 409). */
  slugConstraint: string;
  /** The package unit one new listing of this kind uses. */
  packageFeature: PackageLimitFeature;
  media: ListingMedia;
  /**
   * How its owner hears of a review decision: the notification of each decision and the page
   * it leads to (the owner's list of this kind).
   */
  reviewNotices: { approved: NotificationType; rejected: NotificationType; ownerPage: string };
  /** Its public page, regenerated when it changes; null while the kind has no pages. */
  pagePath(slug: string): string | null;
  /** A page of its listings in any state, as their owner and the admin see them. */
  loadOwnerPage(db: Database, page: ListingPage): Promise<OwnerPage<OwnerRow>>;
}

/** Which listings, in which order, how many. */
export interface ListingPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export interface OwnerPage<OwnerRow extends OwnerListingView> {
  data: OwnerRow[];
  /** The owner of each row, in the same order. */
  ownerIds: number[];
  total: number;
}

/** How a kind's files are named, checked and stored. */
export interface ListingMedia {
  /** Files are stored under `<folder>/<listing id>/`. */
  folder: string;
  /**
   * Every file field a save takes, with its limits (contracts/*-upload-limits.ts). By
   * convention `gallery_images` are the gallery and `documents` the documents; a field holding
   * one photo goes to its column in `photoColumns`; any other field (floor plans) is stored and
   * handed to the kind's editor by its index.
   */
  limits: Readonly<Record<string, ListingFileLimit>>;
  /** The single photos kept in the listing's row: upload field → column key of `table`. */
  photoColumns: Readonly<Record<string, string>>;
  /** The photo a new listing must come with, and the sentence asking for it. */
  requiredPhoto?: { field: string; message: string };
  /** Photo fields kept larger than a card's photo (a 360° panorama). */
  panoramaFields?: readonly string[];
  /** Stored files of the listings matching `where` kept in tables of the kind's own. */
  ownFiles?(db: Database, where: SQL): Promise<ListingFileRefs>;
}

/**
 * A listing's stored files: photos by image key (each has WebP variants) and plain files
 * (documents) by key. Filled as files are stored, so a failure midway knows what to remove.
 */
export interface ListingFileRefs {
  images: string[];
  files: string[];
}

export const noListingFiles = (): ListingFileRefs => ({ images: [], files: [] });
