import type { AdminCategoryDto, AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import type { AdminCategoryRow, AdminParameterRow } from './admin-catalogue-repository';
import type { ParameterRow } from './catalogue-repository';
import { toCategoryDto, toParameterDto } from './catalogue-dto';

export function toAdminCategoryDto(
  row: AdminCategoryRow,
  parameterRows: readonly ParameterRow[],
): AdminCategoryDto {
  return {
    ...toCategoryDto(row, parameterRows),
    is_active: row.isActive,
    sequence: row.sequence,
  };
}

export function toAdminParameterDto(row: AdminParameterRow): AdminParameterDto {
  return { ...toParameterDto({ ...row, categoryId: 0 }), categories_count: row.categoriesCount };
}
