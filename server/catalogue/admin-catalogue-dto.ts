import type { AdminCategoryDto, AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import { mediaUrl } from '../storage/media-url';
import type { AdminCategoryRow, AdminParameterRow } from './admin-catalogue-repository';
import type { ParameterRow } from './catalogue-repository';
import { toParameterDto } from './catalogue-dto';

export function toAdminCategoryDto(
  row: AdminCategoryRow,
  parameterRows: readonly ParameterRow[],
): AdminCategoryDto {
  return {
    id: row.id,
    category: row.name,
    slug_id: row.slugId,
    image: mediaUrl(row.image),
    parameter_types: parameterRows.filter((p) => p.categoryId === row.id).map(toParameterDto),
    properties_count: Number(row.propertiesCount),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    translations: row.translations,
    is_active: row.isActive,
    sequence: row.sequence,
  };
}

export function toAdminParameterDto(row: AdminParameterRow): AdminParameterDto {
  return { ...toParameterDto({ ...row, categoryId: 0 }), categories_count: row.categoriesCount };
}
