import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categories, facilities, feedPreferences } from '../db/schema';

export type FeedPreferencesRow = typeof feedPreferences.$inferSelect;
export type FeedPreferencesValues = Omit<typeof feedPreferences.$inferInsert, 'updatedAt'>;

export async function findFeedPreferences(
  db: Database,
  userId: number,
): Promise<FeedPreferencesRow | null> {
  const [row] = await db
    .select()
    .from(feedPreferences)
    .where(eq(feedPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Replaces the user's preferences (one row per user). */
export async function upsertFeedPreferences(
  db: Database,
  values: FeedPreferencesValues,
): Promise<FeedPreferencesRow> {
  const { userId, ...rest } = values;
  const [row] = await db
    .insert(feedPreferences)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: feedPreferences.userId,
      set: { ...rest, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error(`Feed preferences of user ${userId} not saved`);
  return row;
}

export async function deleteFeedPreferences(db: Database, userId: number): Promise<void> {
  await db.delete(feedPreferences).where(eq(feedPreferences.userId, userId));
}

/** Which of the ids are categories. */
export async function existingCategoryIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Which of the ids are facilities. */
export async function existingFacilityIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(inArray(facilities.id, ids));
  return new Set(rows.map((row) => row.id));
}
