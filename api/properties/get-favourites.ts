import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { defineFavouritesQuery } from '../favourites-query';

export { favouritesPageSize, type FavouritesPage } from '../favourites-query';

/** GET `get_favourite_property`: the signed-in user's saved listings, newest first. */
const favourites = defineFavouritesQuery<PropertyCardDto>(
  'get_favourite_property',
  propertyKeys.favourites,
);

export const favouritesQuery = favourites.query;
export const allFavouritesKey = favourites.allKey;

/** One page of the user's favourites; idle while nobody is signed in. */
export const useFavourites = favouritesQuery.use;
