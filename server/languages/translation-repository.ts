import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { translationOverrides } from '../db/schema';

/** The strings edited in the console for one language: key → text. */
export async function listTranslationOverrides(
  db: Database,
  languageCode: string,
): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: translationOverrides.key, value: translationOverrides.value })
    .from(translationOverrides)
    .where(eq(translationOverrides.languageCode, languageCode));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** How many strings each language has edited in the console. */
export async function countTranslationOverrides(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: translationOverrides.languageCode, total: count() })
    .from(translationOverrides)
    .groupBy(translationOverrides.languageCode);
  return new Map(rows.map((row) => [row.code, Number(row.total)]));
}

export async function findTranslationOverride(
  db: Database,
  languageCode: string,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ value: translationOverrides.value })
    .from(translationOverrides)
    .where(
      and(eq(translationOverrides.languageCode, languageCode), eq(translationOverrides.key, key)),
    )
    .limit(1);
  return row?.value ?? null;
}

export async function upsertTranslationOverride(
  db: Database,
  languageCode: string,
  key: string,
  value: string,
): Promise<void> {
  await db
    .insert(translationOverrides)
    .values({ languageCode, key, value })
    .onConflictDoUpdate({
      target: [translationOverrides.languageCode, translationOverrides.key],
      set: { value, updatedAt: new Date() },
    });
}

export async function deleteTranslationOverride(
  db: Database,
  languageCode: string,
  key: string,
): Promise<void> {
  await db
    .delete(translationOverrides)
    .where(
      and(eq(translationOverrides.languageCode, languageCode), eq(translationOverrides.key, key)),
    );
}
