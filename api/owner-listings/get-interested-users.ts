import type { InterestedUserDto } from '@/contracts/dto/owner-listing-dto';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { defineUserQuery } from '../define-query';
import { pageOf, limitAndOffset } from '../list-page';

/** Interested users per page on /my-property/{slug}. */
export const interestedUsersPageSize = 10;

/** GET `get_interested_users`: who pressed "I'm interested" on the user's listing. */
export const interestedUsersQuery = defineUserQuery('get_interested_users', {
  userKey: ownerListingKeys.interested,
  query: (slug, page) => ({ slug_id: slug, ...limitAndOffset(page) }),
  answer: pageOf<InterestedUserDto>,
  keepsPrevious: true,
});

export const useInterestedUsers = interestedUsersQuery.use;
