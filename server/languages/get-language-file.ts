import type { LanguageFileDto } from '@/contracts/dto/language-dto';
import type { Database } from '../db/database';
import { notFound } from '../core/app-error';
import { toLanguageDto } from './language-dto';
import { findActiveLanguage } from './language-repository';
import { readTranslations } from './read-translations';
import { listTranslationOverrides } from './translation-repository';

/**
 * `get_languages` with `language_code`: one language and its strings — its file (English filling
 * the keys it lacks) with the strings edited in the admin console over it, so an edit shows
 * on the next page without a rebuild. Page loaders keep the answer in the process cache, which
 * every write through the API empties (server/cache/aggregate-cache.ts).
 */
export async function getLanguageFile(db: Database, code: string): Promise<LanguageFileDto> {
  const language = await findActiveLanguage(db, code);
  if (!language) throw notFound(`The language "${code}"`);
  const [file, overrides] = await Promise.all([
    readTranslations(language.code),
    listTranslationOverrides(db, language.code),
  ]);
  return { ...toLanguageDto(language), translations: { ...file, ...overrides } };
}
