import type { AdminCatalogueTranslationDto } from '@/contracts/dto/admin-language-dto';
import type { CatalogueTranslationsQuery } from '@/contracts/requests/admin-language-requests';
import type { Database } from '../db/database';
import type { RouteResult } from '../core/route';
import { listCatalogueNames, type CatalogueNameRow } from './catalogue-translation-repository';
import { knownLanguage } from './known-language';

export function toCatalogueTranslationDto(
  row: CatalogueNameRow,
  language: string,
): AdminCatalogueTranslationDto {
  const translation = row.translations[language];
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    choices: row.choices,
    translated_name: translation?.name ?? null,
    translated_choices: row.choices.map((_, index) => translation?.choices?.[index] ?? ''),
  };
}

/**
 * `admin/catalogue-translations` (GET, administrator): the names of the categories, parameters
 * and facilities (one `kind`, or all) with their translation in `language`.
 */
export async function getCatalogueTranslations(
  db: Database,
  query: CatalogueTranslationsQuery,
): Promise<RouteResult<AdminCatalogueTranslationDto[]>> {
  await knownLanguage(db, query.language);
  const rows = await listCatalogueNames(db, query.kind);
  return { data: rows.map((row) => toCatalogueTranslationDto(row, query.language)) };
}
