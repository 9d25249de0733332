import type { LanguageFileDto } from '@/contracts/dto/language-dto';
import type { Database } from '../db/database';
import { notFound } from '../core/app-error';
import { toLanguageDto } from './language-dto';
import { findActiveLanguage } from './language-repository';
import { readTranslations } from './read-translations';

/** `get_languages` with `language_code`: one language and its strings. */
export async function getLanguageFile(db: Database, code: string): Promise<LanguageFileDto> {
  const language = await findActiveLanguage(db, code);
  if (!language) throw notFound(`The language "${code}"`);
  return { ...toLanguageDto(language), translations: await readTranslations(language.code) };
}
