import type { QueryKey } from '@tanstack/react-query';
import type { ApiSuccess } from '@/contracts/api-envelope';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import {
  ownerListingKeys,
  type OwnerListingsPage,
} from '@/contracts/query-keys/owner-listings-keys';
import { defineUserQuery } from '../define-query';
import { pageOf, type ListPage, limitAndOffset } from '../list-page';

/** Listings per page of "My properties". */
export const ownerListingsPageSize = 10;

/**
 * GET a page of the signed-in user's own listings of one kind (`get-added-properties`,
 * `get-added-projects`), in every state: by state (`status`) and words (`search`).
 */
export function defineOwnListingsQuery<Item, Key extends QueryKey>(
  path: string,
  userKey: (userId: number | null, page: OwnerListingsPage) => Key,
  answer: (envelope: ApiSuccess<Item[]>) => ListPage<Item>,
) {
  return defineUserQuery(path, {
    userKey,
    query: (page: OwnerListingsPage) => ({
      ...limitAndOffset(page),
      status: page.status || undefined,
      search: page.search || undefined,
    }),
    answer,
    keepsPrevious: true,
  });
}

/** GET `get-added-properties`: the user's own listings in every state (one page). */
export const addedPropertiesQuery = defineOwnListingsQuery(
  'get-added-properties',
  ownerListingKeys.list,
  pageOf<OwnerListingDto>,
);

/** One page of the user's own listings; idle while nobody is signed in. */
export const useAddedProperties = addedPropertiesQuery.use;
