import type { ListingListFilters } from '../list-filter-model';
import type { PageWindow } from '../page-window';

/**
 * The query keys every listing kind's calls share, under the kind's root: the public list
 * (its key is the kind's filter model), detail and the user's saved ones, and the owner's own paged list, whose keys
 * carry the user's id because they belong to one user.
 */
export function listingKindKeys<R extends string, F extends ListingListFilters>(root: R) {
  const all = [root] as const;
  return {
    all,
    /** Every list query, whatever its filters (for updating them all). */
    lists: () => [...all, 'list'] as const,
    list: (filters: F) => [...all, 'list', filters] as const,
    detail: (slug: string) => [...all, 'detail', slug] as const,
    /** One page of the signed-in user's saved listings of the kind (its favourites call). */
    favourites: (page: PageWindow) => [...all, 'favourites', page] as const,
  };
}

/** A page of the owner's listings of one kind (get-added-properties, get-added-projects). */
export interface OwnerListPage extends PageWindow {
  /** A state filter ('' for all). */
  status: string;
  search: string;
}

export function ownerKindKeys<R extends string>(root: R) {
  const all = [root] as const;
  const ofUser = (userId: number | null) => [...all, userId ?? 'none'] as const;
  return {
    all,
    ofUser,
    list: (userId: number | null, page: OwnerListPage) =>
      [...ofUser(userId), 'list', page] as const,
  };
}
