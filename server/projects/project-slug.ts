import { slugify } from '@/utils/slug';
import type { Database } from '../db/database';
import { databaseErrorOf } from '../db/transactions';
import { AppError } from '../core/app-error';
import {
  findProjectIdBySlug,
  findProjectSlugsLike,
  lockProjectSlugBase,
  projectSlugConstraint,
} from './projects-repository';

export const projectSlugTaken = (): AppError =>
  new AppError('conflict', 409, 'This web address is already used by another project.', {
    slug_id: 'This slug is already used by another project; choose another one',
  });

/**
 * A free slug from the title: "harbour-view", else "harbour-view-2" … Call it in the
 * transaction that inserts the project: it holds a lock on the base until the commit.
 */
export async function generateProjectSlug(tx: Database, title: string): Promise<string> {
  const base = slugify(title);
  await lockProjectSlugBase(tx, base);
  const taken = new Set(await findProjectSlugsLike(tx, base));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** Refuses (409) a chosen slug that another project already has. */
export async function assertProjectSlugFree(
  db: Database,
  slug: string,
  projectId?: number,
): Promise<void> {
  const holder = await findProjectIdBySlug(db, slug);
  if (holder !== null && holder !== projectId) throw projectSlugTaken();
}

/** Whether a failed write hit the unique slug index (two saves took the same slug at once). */
export function isProjectSlugClash(error: unknown): boolean {
  const cause = databaseErrorOf(error);
  return (
    cause?.code === '23505' &&
    (cause.constraint === projectSlugConstraint || String(error).includes(projectSlugConstraint))
  );
}
