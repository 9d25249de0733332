/** Query keys of the owner's listing calls; they belong to one user, so the keys carry the id. */
export interface OwnerListingsPage {
  limit: number;
  offset: number;
  /** A state filter of get-added-properties ('' for all). */
  status: string;
  search: string;
}

export const ownerListingKeys = {
  all: ['owner-listings'] as const,
  ofUser: (userId: number | null) => [...ownerListingKeys.all, userId ?? 'none'] as const,
  list: (userId: number | null, page: OwnerListingsPage) =>
    [...ownerListingKeys.ofUser(userId), 'list', page] as const,
  detail: (userId: number | null, slug: string) =>
    [...ownerListingKeys.ofUser(userId), 'detail', slug] as const,
  interested: (userId: number | null, slug: string, page: { limit: number; offset: number }) =>
    [...ownerListingKeys.ofUser(userId), 'interested', slug, page] as const,
};
