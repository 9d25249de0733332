import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdvertisementDto,
  AdvertisementTarget,
  AdvertisementType,
} from '@/contracts/dto/advertisement-dto';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { advertisementKeys, packageKeys } from '@/contracts/query-keys/package-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { callApi } from '../client';

export interface StoreAdvertisementRequest {
  featureFor: AdvertisementTarget;
  listingId: number;
  type: AdvertisementType;
}

/** POST `store_advertisement`: features one of the user's listings (slider or list). */
export async function storeAdvertisement(
  request: StoreAdvertisementRequest,
): Promise<AdvertisementDto> {
  const idField = request.featureFor === 'property' ? 'property_id' : 'project_id';
  const answer = await callApi<AdvertisementDto>({
    method: 'POST',
    path: 'store_advertisement',
    body: { feature_for: request.featureFor, [idField]: request.listingId, type: request.type },
  });
  return answer.data;
}

/** Features a listing, then refreshes the advertisements, the limits and the listings. */
export function useStoreAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeAdvertisement,
    onSuccess: () =>
      Promise.all(
        [advertisementKeys.all, packageKeys.all, ownerListingKeys.all, propertyKeys.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
