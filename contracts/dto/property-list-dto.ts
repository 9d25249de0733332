import type { PropertyCardDto } from './property-dto';

/**
 * A page of listings (`get-property-list`, `get_property` lists, `get_favourite_property`): the
 * envelope's `data` and `total`. The list page's server render prefetches exactly this shape
 * under `propertyKeys.list(filters)`.
 */
export interface PropertyListDto {
  data: PropertyCardDto[];
  /** Matching listings: exact up to 1,000 (searchTotalCap); 1,000 when `total_is_capped`. */
  total: number;
  /**
   * Searches only (`get-property-list`, `get_property` lists): true when more than 1,000
   * listings match, so `total` is the cap, not the count ("1,000+").
   */
  total_is_capped?: boolean;
  /**
   * `get-property-list` only, unless `promoted=1`: up to three matching listings with a
   * running advertisement, in the page's order, for the "Promoted" slot above the results.
   * They are not taken out of `data` or `total` (a client that ignores the slot still lists
   * every match); the list page hides the slot's listings from the cards below it.
   */
  promoted_properties?: PropertyCardDto[];
}
