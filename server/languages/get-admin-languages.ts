import type { AdminLanguageDto } from '@/contracts/dto/admin-language-dto';
import type { Database } from '../db/database';
import { siteLocales } from '../pages/site-locales';
import { toLanguageDto } from './language-dto';
import { listAllLanguages, type LanguageRow } from './language-repository';
import { countTranslationOverrides } from './translation-repository';

export function toAdminLanguageDto(row: LanguageRow, overrides: number): AdminLanguageDto {
  return {
    ...toLanguageDto(row),
    is_active: row.isActive,
    has_file: siteLocales().includes(row.code),
    overrides,
  };
}

/**
 * `admin/languages` (GET, administrator): every language of the table, hidden ones too, with
 * whether the build has its file and how many of its strings were edited here.
 */
export async function getAdminLanguages(db: Database): Promise<AdminLanguageDto[]> {
  const [rows, counts] = await Promise.all([listAllLanguages(db), countTranslationOverrides(db)]);
  return rows.map((row) => toAdminLanguageDto(row, counts.get(row.code) ?? 0));
}
