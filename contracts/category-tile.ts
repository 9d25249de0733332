import type { CategoryDto, CategoryTileDto } from './dto/category-dto';

/** A category without its parameters: what a tile, a choice or a title shows. */
export function categoryTile({
  parameter_types: _parameters,
  ...tile
}: CategoryDto): CategoryTileDto {
  return tile;
}

/** The category a list's filters name (by id, else by slug), among `categories`. */
export function chosenCategory<Category extends Pick<CategoryDto, 'id' | 'slug_id'>>(
  filters: { category_id?: number; category_slug_id?: string },
  categories: readonly Category[],
): Category | null {
  const { category_id: id, category_slug_id: slug } = filters;
  return (
    categories.find((category) =>
      id === undefined ? category.slug_id === slug : category.id === id,
    ) ?? null
  );
}
