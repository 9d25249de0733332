import type { SQL } from 'drizzle-orm';
import type { FieldErrors } from '@/contracts/api-envelope';
import type { ListingRevisionChangeDto } from '@/contracts/dto/listing-revision-dto';
import type { AppError } from '../core/app-error';
import type { UploadedFiles } from '../core/route';
import type { Database } from '../db/database';
import type { ReviewDecision } from './decide-review';
import type { SharedListingFields } from './listing-changes';
import type { FileCounts, StoredListingUploads } from './listing-files';
import type { ListingFileRefs, ListingKind, OwnerListingView } from './listing-kind';
import type { EditableListing, ListingChanges } from './listing-repository';
import type { FileWork } from './save-listing-files';

/** What every kind's save takes besides its own fields. */
export interface ListingSaveInput extends SharedListingFields {
  slug_id?: string;
  remove_gallery_images?: number[];
  remove_documents?: number[];
}

/** The columns the core decided for a new listing; the kind's insert adds its own. */
export interface NewListingColumns extends Omit<ReviewDecision, 'publishedAt'> {
  id: number;
  ownerId: number;
  slugId: string;
  publishedAt: Date | null;
}

/**
 * What a kind adds to saving a listing (post and edit are the core's: server/listings/
 * post-listing.ts, update-listing.ts): its own checks, columns and rows.
 */
export interface ListingEditor<
  New extends ListingSaveInput,
  Edit extends ListingSaveInput,
  OwnerRow extends OwnerListingView = OwnerListingView,
> {
  kind: ListingKind<OwnerRow>;
  /** A new listing: checks beyond the schema (references) before anything is stored. */
  checkNew(db: Database, input: New, files: UploadedFiles): Promise<void>;
  /**
   * Inserts the new row — `columns`, the shared fields, its photos and its own fields — and its
   * own child rows, in the save's transaction.
   */
  insert(
    tx: Database,
    columns: NewListingColumns,
    input: New,
    uploads: StoredListingUploads,
    files: UploadedFiles,
  ): Promise<void>;
  /** Refuses an edit of a listing that can no longer change (a sold property), if any. */
  assertEditable?(db: Database, listing: EditableListing): Promise<void>;
  /** An edit: checks beyond the schema, and the changes of the kind's own columns. */
  checkEdit(
    db: Database,
    listing: EditableListing,
    input: Edit,
    files: UploadedFiles,
  ): Promise<ListingChanges>;
  /**
   * The field errors of the kind's own files against the listing (floor plans), run with the
   * core's room checks: before storing and again in the transaction.
   */
  roomErrors?(
    db: Database,
    listingId: number | null,
    input: New | Edit,
    files: FileCounts,
  ): Promise<FieldErrors>;
  /** Writes an edit's own child rows (the row is locked); answers the files they replaced. */
  writeEdit?(
    tx: Database,
    listingId: number,
    input: Edit,
    uploads: StoredListingUploads,
    files: FileCounts,
  ): Promise<ListingFileRefs>;
  /**
   * The price columns an edit of an approved listing applies at once, without review (buyers
   * need them current), unless cut by more than half (revision-changes.ts, pricesAtOnce).
   */
  priceColumns?: readonly string[];
  /**
   * What an edit does to the kind's own rows (parameters, floor plans), as a revision shows it;
   * empty when it leaves them as they are. `fields` are the request fields that carry them.
   */
  ownChanges?: {
    fields: readonly string[];
    of(
      db: Database,
      listingId: number,
      input: Edit,
      files: FileCounts,
    ): Promise<ListingRevisionChangeDto[]>;
  };
  /** What must still hold for an edit to be written, and the refusal when it no longer does. */
  editGuard?: { condition: SQL; refusal: () => AppError };
  /**
   * After a save is committed and its files published: moves the listing's files to where its
   * new state puts them (a premium property's documents go to the private folder).
   */
  placeFiles?(db: Database, listingId: number, work: FileWork): Promise<void>;
}
