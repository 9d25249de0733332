import type { CatalogueTranslations } from './catalogue-translations';

export const parameterKinds = [
  'text',
  'number',
  'dropdown',
  'radiobutton',
  'checkbox',
  'textarea',
  'file',
] as const;
export type ParameterKind = (typeof parameterKinds)[number];

/** A property attribute a category asks for (bedrooms, area, furnishing …). */
export interface ParameterDto {
  id: number;
  name: string;
  type_of_parameter: ParameterKind;
  /** Choices for dropdown, radio button and checkbox parameters. */
  type_values: string[];
  image: string | null;
  is_required: boolean;
  /** Name and choice labels in other languages (see catalogue-translations.ts). */
  translations: CatalogueTranslations;
}

export interface CategoryDto {
  id: number;
  category: string;
  slug_id: string;
  image: string | null;
  parameter_types: ParameterDto[];
  /** Approved, active properties in this category. */
  properties_count: number;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  /** The category's name in other languages. */
  translations: CatalogueTranslations;
}

/**
 * A category without its parameters: the home page's tiles and the filter panels' choices
 * (categoryTile in contracts/category-tile.ts makes one).
 */
export type CategoryTileDto = Omit<CategoryDto, 'parameter_types'>;
