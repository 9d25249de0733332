import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../client';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';

/** POST `delete_property`: the owner deletes one of their listings. */
export async function deleteProperty(propertyId: number): Promise<void> {
  await callApi<unknown>({ method: 'POST', path: 'delete_property', body: { id: propertyId } });
}

/** Deletes a listing, then refreshes the owner's lists and the public listings. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerListingKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
