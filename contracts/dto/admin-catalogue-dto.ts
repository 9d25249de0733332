import type { CategoryDto, ParameterDto } from './category-dto';

/** A category as the admin manages it: inactive ones too, with its order and parameters. */
export interface AdminCategoryDto extends Omit<CategoryDto, 'properties_count'> {
  is_active: boolean;
  sequence: number;
  /** Every listing in the category, whatever its state. */
  properties_count: number;
}

/** A parameter as the admin manages it, with how many categories ask for it. */
export interface AdminParameterDto extends ParameterDto {
  categories_count: number;
}
