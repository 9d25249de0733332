import type { PropertyCardDto } from './property-dto';

/**
 * A page of listings (`get-property-list`, `get_property` lists, `get_favourite_property`): the
 * envelope's `data` and `total`. The list page's server render prefetches exactly this shape
 * under `propertyKeys.list(filters)`.
 */
export interface PropertyListDto {
  data: PropertyCardDto[];
  total: number;
}
