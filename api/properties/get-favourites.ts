import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';

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
export async function fetchFavourites(
  page: FavouritesPage,
  signal?: AbortSignal,
): Promise<PropertyListDto> {
  const answer = await callApi<PropertyCardDto[]>({
    method: 'GET',
    path: 'get_favourite_property',
    query: { limit: page.limit, offset: page.offset },
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function favouritesQueryOptions(page: FavouritesPage) {
  return queryOptions({
    queryKey: propertyKeys.favourites(page),
    queryFn: ({ signal }) => fetchFavourites(page, signal),
  });
}

/** One page of the user's favourites; idle while nobody is signed in. */
export function useFavourites(page: FavouritesPage) {
  const isSignedIn = useAppSelector(selectSessionUser) !== null;
  return useQuery({
    ...favouritesQueryOptions(page),
    enabled: isSignedIn,
    placeholderData: keepPreviousData,
  });
}
