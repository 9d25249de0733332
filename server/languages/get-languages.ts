import type { LanguageDto } from '@/contracts/dto/language-dto';
import type { Database } from '../db/database';
import { toLanguageDto } from './language-dto';
import { listActiveLanguages } from './language-repository';

/** `get_languages` without a code: the languages the site offers, default first. */
export async function getLanguages(db: Database): Promise<LanguageDto[]> {
  const rows = await listActiveLanguages(db);
  return rows.map(toLanguageDto).sort((a, b) => Number(b.is_default) - Number(a.is_default));
}
