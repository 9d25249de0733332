import type { LanguageDto } from '@/contracts/dto/language-dto';
import type { LanguageRow } from './language-repository';

export function toLanguageDto(row: LanguageRow): LanguageDto {
  return {
    code: row.code,
    name: row.name,
    name_in_english: row.nameInEnglish,
    rtl: row.isRtl,
    is_default: row.isDefault,
  };
}
