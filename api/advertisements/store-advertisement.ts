import type {
  AdvertisementDto,
  AdvertisementTarget,
  AdvertisementType,
} from '@/contracts/dto/advertisement-dto';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { advertisementKeys, packageKeys } from '@/contracts/query-keys/package-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface StoreAdvertisementRequest {
  featureFor: AdvertisementTarget;
  listingId: number;
  type: AdvertisementType;
}

/**
 * POST `store_advertisement`: features one of the user's listings (slider or list), then the
 * advertisements, the limits and the listings are fetched again.
 */
export const storeAdvertisement = defineMutation('POST', 'store_advertisement', {
  body: (request: StoreAdvertisementRequest) => ({
    feature_for: request.featureFor,
    [request.featureFor === 'property' ? 'property_id' : 'project_id']: request.listingId,
    type: request.type,
  }),
  answer: dataOf<AdvertisementDto>,
  invalidateOnSuccess: [
    advertisementKeys.all,
    packageKeys.all,
    ownerListingKeys.all,
    propertyKeys.all,
  ],
});

export const useStoreAdvertisement = storeAdvertisement.use;
