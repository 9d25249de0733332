import { notFound } from '../core/app-error';
import type { Database } from '../db/database';
import { findLanguage, type LanguageRow } from './language-repository';

/** The language with this code, for a call that names it: 404 when there is none. */
export async function knownLanguage(db: Database, code: string): Promise<LanguageRow> {
  const language = await findLanguage(db, code);
  if (!language) throw notFound(`The language "${code}"`);
  return language;
}
