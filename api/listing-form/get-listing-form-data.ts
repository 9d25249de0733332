import type { ListingFormDataDto } from '@/contracts/dto/editable-listing-dto';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import { dataOf } from '../answers';
import { defineUserQuery } from '../define-query';

/**
 * GET `listing-form`: whether the signed-in user may post (their gate) and, with `slug_id`, their
 * listing to edit (404 when it is not theirs, 409 `listing_locked` when sold or rented). The
 * add page asks with slug null.
 */
export const listingFormDataQuery = defineUserQuery('listing-form', {
  userKey: listingFormKeys.data,
  query: (slug: string | null) => ({ slug_id: slug ?? undefined }),
  answer: dataOf<ListingFormDataDto>,
  // The gate and the listing change outside this page (profile, verification, status).
  staleTime: 0,
  // A 404 or a locked listing will not change by asking again.
  retry: false,
});

/** The add page's (slug null) or edit page's form data; idle while nobody is signed in. */
export const useListingFormData = listingFormDataQuery.use;
