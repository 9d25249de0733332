import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  ListingRevisionChangeDto,
  ListingRevisionDto,
} from '@/contracts/dto/listing-revision-dto';
import type { Database } from '../db/database';
import type { StoredListingUploads } from './listing-files';
import type { ListingFileRefs, ListingKind, OwnerListingView } from './listing-kind';

/** An edit of an approved listing as it is kept until the admin's review. */
export interface ListingRevision {
  listingId: number;
  status: 'pending' | 'rejected';
  /** The edit's request fields, without those applied at once. */
  edit: Record<string, unknown>;
  /** The files it stored; not part of the listing until it is approved. */
  uploads: StoredListingUploads;
  /** How many files it sent per upload field (the room checks when it is applied). */
  fileCounts: Record<string, number>;
  changes: ListingRevisionChangeDto[];
  reason: string | null;
  createdAt: Date;
}

export const noUploads = (): StoredListingUploads => ({
  photos: {},
  gallery: [],
  documents: [],
  attachments: {},
});

/** The stored files of a revision's uploads, to remove when it is replaced or refused. */
export function uploadFileRefs(uploads: StoredListingUploads): ListingFileRefs {
  const attachments = Object.values(uploads.attachments).flat();
  return {
    images: [
      ...Object.values(uploads.photos),
      ...uploads.gallery,
      ...attachments.filter((file) => file.kind === 'image').map((file) => file.key),
    ],
    files: [
      ...uploads.documents.map((document) => document.file),
      ...attachments.filter((file) => file.kind === 'pdf').map((file) => file.key),
    ],
  };
}

/** The listing's revision, if it has one (locked for the transaction's write when asked). */
export async function findRevision(
  db: Database,
  kind: ListingKind,
  listingId: number,
  options: { lock?: boolean } = {},
): Promise<ListingRevision | null> {
  const { revisions } = kind;
  const query = db.select().from(revisions).where(eq(revisions.listingId, listingId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  return {
    listingId: row.listingId,
    status: row.status,
    edit: row.edit,
    uploads: row.uploads,
    fileCounts: row.fileCounts,
    changes: row.changes,
    reason: row.reason,
    createdAt: row.createdAt,
  };
}

/**
 * Keeps a new revision of the listing in place of any earlier one (the listing row is locked);
 * answers the earlier one, whose files the caller removes after the commit.
 */
export async function replaceRevision(
  tx: Database,
  kind: ListingKind,
  revision: Omit<ListingRevision, 'status' | 'reason' | 'createdAt'>,
): Promise<ListingRevision | null> {
  const earlier = await findRevision(tx, kind, revision.listingId, { lock: true });
  await deleteRevision(tx, kind, revision.listingId);
  await tx.insert(kind.revisions).values({
    listingId: revision.listingId,
    edit: revision.edit,
    uploads: revision.uploads,
    fileCounts: revision.fileCounts,
    changes: revision.changes,
  });
  return earlier;
}

export async function deleteRevision(
  tx: Database,
  kind: ListingKind,
  listingId: number,
): Promise<void> {
  await tx.delete(kind.revisions).where(eq(kind.revisions.listingId, listingId));
}

/** A pending revision refused with the admin's reason: its files are gone, the reason stays. */
export async function refuseRevision(
  tx: Database,
  kind: ListingKind,
  listingId: number,
  reason: string,
): Promise<boolean> {
  const { revisions } = kind;
  const refused = await tx
    .update(revisions)
    .set({ status: 'rejected', reason, uploads: noUploads(), updatedAt: sql`now()` })
    .where(and(eq(revisions.listingId, listingId), eq(revisions.status, 'pending')))
    .returning({ id: revisions.id });
  return refused.length > 0;
}

const toRevisionDto = (revision: {
  status: 'pending' | 'rejected';
  createdAt: Date;
  reason: string | null;
  changes: ListingRevisionChangeDto[];
}): ListingRevisionDto => ({
  status: revision.status,
  submitted_at: new Date(revision.createdAt).toISOString(),
  reason: revision.status === 'rejected' ? revision.reason : null,
  changes: revision.changes,
});

/** The owner's rows with the edit each has under review (or refused), read in one query. */
export async function withRevisions<Row extends OwnerListingView>(
  db: Database,
  kind: ListingKind,
  rows: Row[],
): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const { revisions } = kind;
  const found = await db
    .select({
      listingId: revisions.listingId,
      status: revisions.status,
      createdAt: revisions.createdAt,
      reason: revisions.reason,
      changes: revisions.changes,
    })
    .from(revisions)
    .where(
      inArray(
        revisions.listingId,
        rows.map((row) => row.id),
      ),
    );
  const byListing = new Map(found.map((revision) => [revision.listingId, toRevisionDto(revision)]));
  return rows.map((row) => ({ ...row, pending_changes: byListing.get(row.id) ?? null }));
}

/** Listings with an edit waiting for review (the review queue's "changes" tab). */
export const hasPendingRevisionSql = (kind: ListingKind) =>
  sql`exists (select 1 from ${kind.revisions} where ${kind.revisions.listingId} = ${kind.table.id} and ${kind.revisions.status} = 'pending')`;

/** When the listing's revision was sent (the "changes" tab serves the oldest first). */
export const revisionSentSql = (kind: ListingKind) =>
  sql`(select ${kind.revisions.createdAt} from ${kind.revisions} where ${kind.revisions.listingId} = ${kind.table.id})`;
