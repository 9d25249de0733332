import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { multipartBody } from '../multipart-body';

export interface SaveFacilityPayload {
  id?: number;
  name: string;
  icon?: File | null;
}

/** The multipart body: `id`, `name`, the icon as `image`. */
export const buildFacilityFormData = (payload: SaveFacilityPayload): FormData =>
  multipartBody({ id: payload.id, name: payload.name }, { image: payload.icon });

/** POST `admin/facilities`; then the catalogue and the listing form's facilities again. */
export const saveFacility = defineMutation('POST', 'admin/facilities', {
  body: buildFacilityFormData,
  answer: dataOf<FacilityDto>,
  invalidateOnSettled: [adminCatalogueKeys.all, listingFormKeys.all],
});

export const useSaveFacility = saveFacility.use;
