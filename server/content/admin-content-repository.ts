import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { faqs, reportReasons, siteSettings } from '../db/schema';
import { findRowById, writeRowById } from '../db/rows-by-id';

/** The admin's side of the site's content: every FAQ and report reason, the site texts. */
export type FaqRow = typeof faqs.$inferSelect;
export type ReportReasonRow = typeof reportReasons.$inferSelect;

export function selectAllFaqs(db: Database): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.sequence), asc(faqs.id));
}

/** A question, locked until the save ends. */
export const findFaq = (db: Database, id: number): Promise<FaqRow | null> =>
  findRowById(db, faqs, id, { lock: true });

export const writeFaq = (
  db: Database,
  id: number | undefined,
  values: Omit<typeof faqs.$inferInsert, 'id'>,
): Promise<FaqRow | null> => writeRowById(db, faqs, id, values);

export function selectAllReportReasons(db: Database): Promise<ReportReasonRow[]> {
  return db.select().from(reportReasons).orderBy(asc(reportReasons.id));
}

/** A report reason, locked until the save ends. */
export const findReportReason = (db: Database, id: number): Promise<ReportReasonRow | null> =>
  findRowById(db, reportReasons, id, { lock: true });

export const writeReportReason = (
  db: Database,
  id: number | undefined,
  values: Omit<typeof reportReasons.$inferInsert, 'id'>,
): Promise<ReportReasonRow | null> => writeRowById(db, reportReasons, id, values);

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
