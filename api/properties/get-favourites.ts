import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { defineFavouritesQuery } from '../favourites-query';

export { favouritesPageSize, type FavouritesPage } from '../favourites-query';

/** GET `get_favourite_property`: the signed-in user's saved listings, newest first. */
export const favouriteProperties = defineFavouritesQuery<PropertyCardDto>(
  'get_favourite_property',
  propertyKeys.favourites,
);
