import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { projects } from '../db/schema';

/**
 * Writes `changes` only while `guard` still holds for the row (two parallel changes cannot both
 * pass a check made on an older state); true when the row was written.
 */
export async function updateProjectWhere(
  db: Database,
  projectId: number,
  guard: SQL | undefined,
  changes: PgUpdateSetSource<typeof projects>,
): Promise<boolean> {
  const updated = await db
    .update(projects)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(projects.id, projectId), guard))
    .returning({ id: projects.id });
  return updated.length > 0;
}
