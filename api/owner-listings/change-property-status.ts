import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { OwnerStatusChange } from '@/contracts/dto/owner-listing-status';
import { callApi } from '../client';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';

export interface ChangePropertyStatusInput {
  propertyId: number;
  status: OwnerStatusChange;
}

/** POST `change-property-status`: switch on/off, or mark sold/rented; answers the listing. */
export async function changePropertyStatus(
  input: ChangePropertyStatusInput,
): Promise<OwnerListingDto> {
  const answer = await callApi<OwnerListingDto>({
    method: 'POST',
    path: 'change-property-status',
    body: { property_id: input.propertyId, status: input.status },
  });
  return answer.data;
}

/** Changes a listing's status, then refreshes the owner's lists and the public listings. */
export function useChangePropertyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePropertyStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerListingKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
