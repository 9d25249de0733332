import { eq } from 'drizzle-orm';
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
