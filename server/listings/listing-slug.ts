import { slugify } from '@/utils/slug';
import type { Database } from '../db/database';
import { databaseErrorOf } from '../db/transactions';
import { AppError } from '../core/app-error';
import type { ListingKind } from './listing-kind';
import { findListingIdBySlug, findSlugsLike, lockSlugBase } from './listing-repository';

export const slugTaken = (kind: ListingKind): AppError =>
  new AppError('conflict', `This web address is already used by another ${kind.noun}.`, {
    slug_id: `This slug is already used by another ${kind.noun}; choose another one`,
  });

/**
 * A free slug from the title: "sunny-flat", else "sunny-flat-2", "sunny-flat-3" … Call it in
 * the transaction that inserts the listing: it holds a lock on the base until the commit.
 */
export async function generateListingSlug(
  tx: Database,
  kind: ListingKind,
  title: string,
): Promise<string> {
  const base = slugify(title);
  await lockSlugBase(tx, kind, base);
  const taken = new Set(await findSlugsLike(tx, kind, base));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** Refuses (409) a chosen slug that another listing of the kind already has. */
export async function assertSlugFree(
  db: Database,
  kind: ListingKind,
  slug: string,
  listingId?: number,
): Promise<void> {
  const holder = await findListingIdBySlug(db, kind, slug);
  if (holder !== null && holder !== listingId) throw slugTaken(kind);
}

/** Whether a failed write hit the unique slug index (two saves took the same slug at once). */
export function isSlugClash(kind: ListingKind, error: unknown): boolean {
  const cause = databaseErrorOf(error);
  return (
    cause?.code === '23505' &&
    (cause.constraint === kind.slugConstraint || String(error).includes(kind.slugConstraint))
  );
}
