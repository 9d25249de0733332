import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { languages } from '../db/schema';

export type LanguageRow = typeof languages.$inferSelect;

export function listActiveLanguages(db: Database): Promise<LanguageRow[]> {
  return db
    .select()
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.sequence), asc(languages.code));
}

export async function findActiveLanguage(db: Database, code: string): Promise<LanguageRow | null> {
  const [row] = await db
    .select()
    .from(languages)
    .where(and(eq(languages.code, code), eq(languages.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Every language of the table, hidden ones too (the admin console). */
export function listAllLanguages(db: Database): Promise<LanguageRow[]> {
  return db.select().from(languages).orderBy(asc(languages.sequence), asc(languages.code));
}

export async function findLanguage(db: Database, code: string): Promise<LanguageRow | null> {
  const [row] = await db.select().from(languages).where(eq(languages.code, code)).limit(1);
  return row ?? null;
}

export async function setLanguageActive(
  db: Database,
  code: string,
  isActive: boolean,
): Promise<LanguageRow | null> {
  const [row] = await db
    .update(languages)
    .set({ isActive })
    .where(eq(languages.code, code))
    .returning();
  return row ?? null;
}
