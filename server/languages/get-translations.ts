import type { AdminTranslationDto } from '@/contracts/dto/admin-language-dto';
import type { TranslationsQuery } from '@/contracts/requests/admin-language-requests';
import type { Database } from '../db/database';
import type { RouteResult } from '../core/route';
import { knownLanguage } from './known-language';
import { readLanguageFile } from './read-translations';
import { listTranslationOverrides } from './translation-repository';

/**
 * `admin/translations` (GET, administrator): the interface strings of one language, key by key
 * in the English file's order, each with its English text, the file's text and the text stored
 * here. `search` matches the key, the English or the language's text (any case);
 * `untranslated=1` keeps the keys the language lacks or shows in English. Paged (`total`).
 */
export async function getTranslations(
  db: Database,
  query: TranslationsQuery,
): Promise<RouteResult<AdminTranslationDto[]>> {
  const language = await knownLanguage(db, query.language);
  const [english, file, overrides] = await Promise.all([
    readLanguageFile('en'),
    readLanguageFile(language.code),
    listTranslationOverrides(db, language.code),
  ]);
  const search = query.search?.toLowerCase() ?? '';
  const rows = Object.entries(english ?? {})
    .map(([key, englishText]) => toRow(key, englishText, file?.[key] ?? null, overrides[key]))
    .filter((row) => !query.untranslated || !row.translated)
    .filter(
      (row) =>
        !search ||
        row.key.toLowerCase().includes(search) ||
        row.english.toLowerCase().includes(search) ||
        row.value.toLowerCase().includes(search),
    );
  return {
    data: rows.slice(query.offset, query.offset + query.limit),
    total: rows.length,
  };
}

function toRow(
  key: string,
  english: string,
  fileValue: string | null,
  override: string | undefined,
): AdminTranslationDto {
  const own = override ?? fileValue;
  return {
    key,
    english,
    file_value: fileValue,
    override: override ?? null,
    value: own ?? english,
    translated: own !== null && own.trim() !== '' && own !== english,
  };
}
