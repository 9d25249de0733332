import type { CategoryDto, ParameterDto } from '@/contracts/dto/category-dto';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { mediaUrl } from '../storage/media-url';
import type { CategoryRow, FacilityRow, ParameterRow } from './catalogue-repository';

export function toParameterDto(row: ParameterRow): ParameterDto {
  return {
    id: row.id,
    name: row.name,
    type_of_parameter: row.kind,
    type_values: row.choices,
    image: mediaUrl(row.image),
    is_required: row.isRequired,
    translations: row.translations,
  };
}

export function toCategoryDto(
  row: CategoryRow,
  parameterRows: readonly ParameterRow[],
): CategoryDto {
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
  };
}

export function toFacilityDto(row: FacilityRow): FacilityDto {
  return {
    id: row.id,
    name: row.name,
    image: mediaUrl(row.image),
    translations: row.translations,
  };
}
