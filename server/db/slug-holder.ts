import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { slugify } from '@/utils/slug';
import type { Database } from './database';

/** A table whose rows are named in addresses by a unique `slug_id` (categories, articles). */
export type SluggedTable = PgTable & { id: PgColumn; slugId: PgColumn };

/** Whether a row other than `exceptId` already holds this slug. */
export async function slugHeld(
  db: Database,
  table: SluggedTable,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  const conditions: SQL[] = [eq(table.slugId, slug)];
  if (exceptId !== undefined) conditions.push(ne(table.id, exceptId));
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}

/**
 * A free slug for a new row named `name`: its name's (`fallback` when nothing of it is left, as
 * of an Arabic name), then "-2", "-3" …
 */
export async function freeSlug(
  db: Database,
  table: SluggedTable,
  name: string,
  fallback?: string,
): Promise<string> {
  const base = slugify(name, fallback);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugHeld(db, table, slug))) return slug;
  }
}
