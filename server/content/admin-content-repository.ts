import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { faqs, reportReasons, siteSettings } from '../db/schema';

/** The admin's side of the site's content: every FAQ and report reason, the site texts. */
export type FaqRow = typeof faqs.$inferSelect;
export type ReportReasonRow = typeof reportReasons.$inferSelect;

export function selectAllFaqs(db: Database): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.sequence), asc(faqs.id));
}

export async function findFaq(db: Database, id: number): Promise<FaqRow | null> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).for('update');
  return row ?? null;
}

export async function writeFaq(
  db: Database,
  id: number | undefined,
  values: Omit<typeof faqs.$inferInsert, 'id'>,
): Promise<FaqRow | null> {
  const [row] = id
    ? await db
        .update(faqs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(faqs.id, id))
        .returning()
    : await db.insert(faqs).values(values).returning();
  return row ?? null;
}

export function selectAllReportReasons(db: Database): Promise<ReportReasonRow[]> {
  return db.select().from(reportReasons).orderBy(asc(reportReasons.id));
}

export async function findReportReason(db: Database, id: number): Promise<ReportReasonRow | null> {
  const [row] = await db.select().from(reportReasons).where(eq(reportReasons.id, id)).for('update');
  return row ?? null;
}

export async function writeReportReason(
  db: Database,
  id: number | undefined,
  values: Omit<typeof reportReasons.$inferInsert, 'id'>,
): Promise<ReportReasonRow | null> {
  const [row] = id
    ? await db
        .update(reportReasons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reportReasons.id, id))
        .returning()
    : await db.insert(reportReasons).values(values).returning();
  return row ?? null;
}

export async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
