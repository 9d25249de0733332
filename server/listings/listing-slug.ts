import { slugify } from '@/utils/slug';
import type { Database } from '../db/database';
import { AppError } from '../core/app-error';
import { databaseErrorOf } from '../db/transactions';
import {
  findListingIdBySlug,
  findSlugsLike,
  lockSlugBase,
  slugConstraint,
} from './listings-repository';

export const slugTaken = (): AppError =>
  new AppError('conflict', 409, 'This web address is already used by another listing.', {
    slug_id: 'This slug is already used by another listing; choose another one',
  });

/**
 * A free slug from the title: "sunny-flat", else "sunny-flat-2", "sunny-flat-3" … Call it in
 * the transaction that inserts the listing: it holds a lock on the base until the commit.
 */
export async function generateListingSlug(tx: Database, title: string): Promise<string> {
  const base = slugify(title);
  await lockSlugBase(tx, base);
  const taken = new Set(await findSlugsLike(tx, base));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** Refuses (409) a chosen slug that another listing already has. */
export async function assertSlugFree(
  db: Database,
  slug: string,
  listingId?: number,
): Promise<void> {
  const holder = await findListingIdBySlug(db, slug);
  if (holder !== null && holder !== listingId) throw slugTaken();
}

/** Whether a failed write hit the unique slug index (two saves took the same slug at once). */
export function isSlugClash(error: unknown): boolean {
  const cause = databaseErrorOf(error);
  return (
    cause?.code === '23505' &&
    (cause.constraint === slugConstraint || String(error).includes(slugConstraint))
  );
}
