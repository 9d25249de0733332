import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { siteSettings, users } from '../db/schema';

export async function readSiteSettings(db: Database): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function readVerificationStatus(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: users.verificationStatus })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.status ?? null;
}

/** Stores each setting (key → JSON value), replacing what a key held. */
export async function writeSiteSettings(
  db: Database,
  values: ReadonlyMap<string, unknown>,
): Promise<void> {
  const rows = [...values].map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  await db
    .insert(siteSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}
