import type { ListingRevisionChangeDto } from '@/contracts/dto/listing-revision-dto';
import type { FileCounts } from './listing-files';
import type { ListingKind } from './listing-kind';
import type { ListingChanges } from './listing-repository';

/** A listing's row as read, by column key. */
export type LiveRow = Readonly<Record<string, unknown>>;

const decimal = /^-?\d+(\.\d+)?$/;

/** A column's value as the request would write it: decimals without trailing zeros. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return decimal.test(text) ? String(Number(text)) : text;
}

/** Whether an edit's value leaves the column as it is (8500 and "8500.00" are the same). */
export const isSameValue = (live: unknown, next: unknown): boolean =>
  valueText(live) === valueText(next);

/** The request's name of a column (`metaTitle` → `meta_title`), where the two differ. */
const fieldNames: Readonly<Record<string, string>> = { rentDuration: 'rentduration' };

export const fieldOfColumn = (column: string): string =>
  fieldNames[column] ?? column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The columns an edit really changes: those sent with a value other than the live one. */
export function changedColumns(live: LiveRow, changes: ListingChanges): ListingChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([column, value]) => value !== undefined && !isSameValue(live[column], value),
    ),
  );
}

/** The rows an owner and the admin read for changed columns (photos are counted as files). */
export function valueChangeRows(
  kind: ListingKind,
  live: LiveRow,
  changes: ListingChanges,
): ListingRevisionChangeDto[] {
  const photoColumns = new Set(Object.values(kind.media.photoColumns));
  return Object.entries(changes)
    .filter(([column]) => !photoColumns.has(column))
    .map(([column, value]) => ({
      kind: 'value',
      field: fieldOfColumn(column),
      from: valueText(live[column]),
      to: valueText(value),
    }));
}

/** What an edit does to the listing's files: per upload field, how many added and removed. */
export function fileChangeRows(
  kind: ListingKind,
  live: LiveRow,
  edit: {
    changes: ListingChanges;
    counts: FileCounts;
    removals: { remove_gallery_images?: readonly number[]; remove_documents?: readonly number[] };
  },
): ListingRevisionChangeDto[] {
  const rows: ListingRevisionChangeDto[] = [];
  const { photoColumns } = kind.media;
  for (const field of Object.keys(kind.media.limits)) {
    const column = photoColumns[field];
    const added = edit.counts[field] ?? 0;
    let removed = 0;
    if (field === 'gallery_images') removed = new Set(edit.removals.remove_gallery_images).size;
    else if (field === 'documents') removed = new Set(edit.removals.remove_documents).size;
    else if (column && live[column] && (added > 0 || edit.changes[column] === null)) removed = 1;
    if (added > 0 || removed > 0) rows.push({ kind: 'files', field, added, removed });
  }
  return rows;
}

/**
 * The price columns an edit of an approved listing applies at once: any change but a cut of more
 * than half, which is reviewed (a bait price must not top "lowest price").
 */
export function pricesAtOnce(
  live: LiveRow,
  changed: ListingChanges,
  priceColumns: readonly string[],
): ListingChanges {
  const atOnce: ListingChanges = {};
  for (const column of priceColumns) {
    if (!(column in changed)) continue;
    const before = Number(valueText(live[column]));
    const after = Number(valueText(changed[column]));
    const isBaitCut = before > 0 && Number.isFinite(after) && after < before / 2;
    if (!isBaitCut) atOnce[column] = changed[column];
  }
  return atOnce;
}
