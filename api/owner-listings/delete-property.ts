import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { defineMutation } from '../define-mutation';

/**
 * POST `delete_property`: the owner deletes one of their listings; then the owner's lists and
 * the public listings are fetched again.
 */
export const deleteProperty = defineMutation('POST', 'delete_property', {
  body: (propertyId: number) => ({ id: propertyId }),
  invalidateOnSuccess: [ownerListingKeys.all, propertyKeys.all],
});

export const useDeleteProperty = deleteProperty.use;
