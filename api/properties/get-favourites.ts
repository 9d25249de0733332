import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { defineQuery } from '../define-query';
import { pageOf, limitAndOffset } from '../list-page';

/** Favourites per page of the favourites screen. */
export const favouritesPageSize = 12;

export interface FavouritesPage {
  limit: number;
  offset: number;
}

/** The start every favourites page's key shares, to update or invalidate all of them. */
export function allFavouritesKey() {
  return propertyKeys.favourites({ limit: 0, offset: 0 }).slice(0, -1);
}

/** GET `get_favourite_property`: the signed-in user's saved listings, newest first. */
export const favouritesQuery = defineQuery('get_favourite_property', {
  key: propertyKeys.favourites,
  query: limitAndOffset,
  answer: pageOf<PropertyCardDto>,
  viewer: 'signed-in',
  keepsPrevious: true,
});

/** One page of the user's favourites; idle while nobody is signed in. */
export const useFavourites = favouritesQuery.use;
