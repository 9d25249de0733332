import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { properties, propertyViewSalts, propertyViews } from '../db/schema';

/** How many days of salts are kept (today's, and yesterday's for renders across midnight). */
const keptSaltDays = 2;

/**
 * The day's salt: created by whichever instance needs it first, then read by all. Older
 * salts are deleted when a new one is made.
 */
export async function readDailySalt(db: Database, day: string): Promise<string> {
  const created = await db
    .insert(propertyViewSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ salt: propertyViewSalts.salt });
  if (created[0]) {
    await db
      .delete(propertyViewSalts)
      .where(lt(propertyViewSalts.day, sql`${day}::date - ${keptSaltDays}::int`));
    return created[0].salt;
  }
  const [row] = await db
    .select({ salt: propertyViewSalts.salt })
    .from(propertyViewSalts)
    .where(eq(propertyViewSalts.day, day));
  if (!row) throw new Error(`No view salt for ${day}`);
  return row.salt;
}

/**
 * Records the visitor's view of the day and, only when it is their first of that listing that
 * day and they have viewed fewer than `dailyLimit` listings that day, counts it on the listing,
 * in one transaction. Answers whether it was counted.
 */
export function insertDailyView(
  db: Database,
  view: { propertyId: number; visitorHash: string; day: string },
  dailyLimit: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [seen] = await tx.select({ listings: sql<number>`count(*)::int` }).from(
      tx
        .select({ one: sql`1` })
        .from(propertyViews)
        .where(
          and(eq(propertyViews.visitorHash, view.visitorHash), eq(propertyViews.day, view.day)),
        )
        .limit(dailyLimit)
        .as('seen'),
    );
    if ((seen?.listings ?? 0) >= dailyLimit) return false;
    const inserted = await tx
      .insert(propertyViews)
      .values(view)
      .onConflictDoNothing()
      .returning({ propertyId: propertyViews.propertyId });
    if (inserted.length === 0) return false;
    await tx
      .update(properties)
      .set({ totalViews: sql`${properties.totalViews} + 1` })
      .where(eq(properties.id, view.propertyId));
    return true;
  });
}
