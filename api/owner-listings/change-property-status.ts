import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { OwnerStatusChange } from '@/contracts/dto/owner-listing-status';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface ChangePropertyStatusInput {
  propertyId: number;
  status: OwnerStatusChange;
}

/**
 * POST `change-property-status`: switch on/off, or mark sold/rented; answers the listing. Then
 * the owner's lists and the public listings are fetched again.
 */
export const changePropertyStatus = defineMutation('POST', 'change-property-status', {
  body: (input: ChangePropertyStatusInput) => ({
    property_id: input.propertyId,
    status: input.status,
  }),
  answer: dataOf<OwnerListingDto>,
  invalidateOnSettled: [ownerListingKeys.all, propertyKeys.all],
});

export const useChangePropertyStatus = changePropertyStatus.use;
