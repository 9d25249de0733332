import { eq, inArray } from 'drizzle-orm';
import type { ListingRevisionChangeDto } from '@/contracts/dto/listing-revision-dto';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import { AppError, notFound } from '../core/app-error';
import type { UploadedFiles } from '../core/route';
import type { Database } from '../db/database';
import { categories } from '../db/schema';
import { runInTransaction } from '../db/transactions';
import type { ListingEditor, ListingSaveInput } from './listing-editor';
import type { ListingKind } from './listing-kind';
import {
  fileCountsOf,
  removeListingFiles,
  storeListingUploads,
  type FileCounts,
} from './listing-files';
import {
  findEditableListing,
  updateListingWhere,
  type EditableListing,
  type ListingChanges,
} from './listing-repository';
import { noteListingPageChanged } from './note-listing-pages';
import {
  changedColumns,
  fieldOfColumn,
  fileChangeRows,
  pricesAtOnce,
  valueChangeRows,
  type LiveRow,
} from './revision-changes';
import { replaceRevision, uploadFileRefs } from './revision-repository';
import { assertListingRoom } from './save-listing-rows';
import { logLeftover, saveWithStagedFiles, type FileWork } from './save-listing-files';

const changedMeanwhile = (noun: string): AppError =>
  new AppError('conflict', `The ${noun} changed meanwhile; reload it and try again.`);

/** Every column of the listing's row as stored (the kind's own ones too). */
async function readLiveRow(db: Database, kind: ListingKind, id: number) {
  const { table } = kind;
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return (row ?? null) as LiveRow | null;
}

/**
 * The request fields a revision keeps: those of the columns it changes, the kind's own rows when
 * they change, and the removals; nothing else, so approving it later never writes back a value
 * that was current when it was sent (a price changed since).
 */
function revisedFields(
  input: ListingSaveInput & Record<string, unknown>,
  reviewed: ListingChanges,
  ownFields: readonly string[],
): Record<string, unknown> {
  const kept = new Set([...Object.keys(reviewed).map(fieldOfColumn), ...ownFields]);
  if (kept.has('property_type')) kept.add('rentduration');
  return Object.fromEntries(
    Object.entries(input).filter(
      ([field, value]) => value !== undefined && (kept.has(field) || field.startsWith('remove_')),
    ),
  );
}

/** A category change reads as the categories' names, not their ids. */
async function nameCategories(db: Database, rows: ListingRevisionChangeDto[]): Promise<void> {
  const row = rows.find((change) => change.kind === 'value' && change.field === 'category_id');
  if (row?.kind !== 'value') return;
  const ids = [row.from, row.to].filter((id): id is string => id !== null).map(Number);
  const named = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, ids));
  const nameOf = (id: string | null) =>
    named.find((category) => String(category.id) === id)?.name ?? id;
  row.from = nameOf(row.from);
  row.to = nameOf(row.to);
}

/** What an edit of an approved listing changes: at once, under review, and as shown. */
async function splitEdit<New extends ListingSaveInput, Edit extends ListingSaveInput>(
  db: Database,
  editor: ListingEditor<New, Edit>,
  listingId: number,
  edit: { input: Edit; counts: FileCounts; changes: ListingChanges },
) {
  const { kind } = editor;
  const live = await readLiveRow(db, kind, listingId);
  if (!live) throw notFound(kind.subject);
  const changed = changedColumns(live, edit.changes);
  const atOnce = pricesAtOnce(live, changed, editor.priceColumns ?? []);
  const reviewed = Object.fromEntries(
    Object.entries(changed).filter(([column]) => !(column in atOnce)),
  );
  const ownRows = (await editor.ownChanges?.of(db, listingId, edit.input, edit.counts)) ?? [];
  const rows = [
    ...valueChangeRows(kind, live, reviewed),
    ...ownRows,
    ...fileChangeRows(kind, live, { changes: reviewed, counts: edit.counts, removals: edit.input }),
  ];
  await nameCategories(db, rows);
  const ownFields = ownRows.length > 0 ? (editor.ownChanges?.fields ?? []) : [];
  const kept = revisedFields(edit.input as Edit & Record<string, unknown>, reviewed, ownFields);
  return { atOnce, rows, kept };
}

/**
 * An owner's edit of an approved listing (DOMAIN-RULES, Listings): the approved version stays
 * public — its page, its search entry, its slug and its advertisements — while the edit waits
 * for the admin's review as a revision (one per listing; a new one replaces it). A price change
 * applies at once, unless it cuts the price by more than half. An edit that changes nothing
 * else writes only the price and leaves a revision under review as it is.
 */
export async function reviseListing<New extends ListingSaveInput, Edit extends ListingSaveInput>(
  db: Database,
  editor: ListingEditor<New, Edit>,
  listing: EditableListing,
  edit: { input: Edit; files: UploadedFiles; changes: ListingChanges },
  work: FileWork,
): Promise<ListingSavedDto> {
  const { kind } = editor;
  const counts = fileCountsOf(edit.files);
  const { atOnce, rows, kept } = await splitEdit(db, editor, listing.id, { ...edit, counts });
  const isRevised = rows.length > 0;
  const earlier = await saveWithStagedFiles(
    work,
    (batch) => storeListingUploads(batch, kind, listing.id, edit.files),
    (uploads) =>
      runInTransaction(db, async (tx) => {
        const current = await findEditableListing(tx, kind, listing.id, { lock: true });
        if (!current) throw notFound(kind.subject);
        if (current.reviewStatus !== 'approved') throw changedMeanwhile(kind.noun);
        if (isRevised) await assertListingRoom(tx, editor, listing.id, edit.input, counts);
        const guard = editor.editGuard;
        if (!(await updateListingWhere(tx, kind, listing.id, guard?.condition, atOnce))) {
          throw guard ? guard.refusal() : notFound(kind.subject);
        }
        if (!isRevised) return null;
        return replaceRevision(tx, kind, {
          listingId: listing.id,
          edit: kept,
          uploads,
          fileCounts: counts,
          changes: rows,
        });
      }),
  );
  if (Object.keys(atOnce).length > 0) noteListingPageChanged(kind, listing.slugId);
  if (earlier) {
    await removeListingFiles(work.storage, uploadFileRefs(earlier.uploads), logLeftover(work.log));
  }
  return {
    id: listing.id,
    slug_id: listing.slugId,
    review_status: 'approved',
    rejection_reason: null,
    changes_in_review: isRevised,
  };
}
