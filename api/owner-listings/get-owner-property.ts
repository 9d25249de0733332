import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { dataOf } from '../answers';
import { isApiError } from '../api-error';
import { defineUserQuery } from '../define-query';

/** GET `get-owner-property`: one of the user's own listings (any state) by slug. */
export const ownerPropertyQuery = defineUserQuery('get-owner-property', {
  userKey: ownerListingKeys.detail,
  query: (slug) => ({ slug_id: slug }),
  answer: dataOf<OwnerListingDto>,
  // Someone else's or a missing listing stays missing: no retries for a 404.
  retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 3,
});

/** The owner's view of one listing; idle while nobody is signed in. */
export const useOwnerProperty = ownerPropertyQuery.use;
