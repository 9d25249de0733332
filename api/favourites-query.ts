import type { QueryKey } from '@tanstack/react-query';
import { defineQuery } from './define-query';
import { limitAndOffset, pageOf } from './list-page';

/** Favourites per page of the favourites screen (either tab). */
export const favouritesPageSize = 12;

/** One page of a favourites list. */
export interface FavouritesPage {
  limit: number;
  offset: number;
}

/**
 * One kind's saved-items call (`get_favourite_property`, `get-favourite-projects`): the
 * signed-in user's saved cards, the latest saved first, a page at a time, and the start every
 * page's key shares, to update or invalidate all of them.
 */
export function defineFavouritesQuery<Card>(path: string, key: (page: FavouritesPage) => QueryKey) {
  const query = defineQuery(path, {
    key,
    query: limitAndOffset,
    answer: pageOf<Card>,
    viewer: 'signed-in',
    keepsPrevious: true,
  });
  return {
    query,
    /** One page of the user's saved cards; idle while nobody is signed in. */
    use: query.use,
    allKey: (): QueryKey => key({ limit: 0, offset: 0 }).slice(0, -1),
  };
}
