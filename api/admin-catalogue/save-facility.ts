import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface SaveFacilityPayload {
  id?: number;
  name: string;
  icon?: File | null;
}

/** The multipart body: `id`, `name`, the icon as `image`. */
export function buildFacilityFormData(payload: SaveFacilityPayload): FormData {
  const form = new FormData();
  if (payload.id !== undefined) form.append('id', String(payload.id));
  form.append('name', payload.name);
  if (payload.icon) form.append('image', payload.icon);
  return form;
}

/** POST `admin/facilities`; then the catalogue and the listing form's facilities again. */
export const saveFacility = defineMutation('POST', 'admin/facilities', {
  body: buildFacilityFormData,
  answer: dataOf<FacilityDto>,
  invalidateOnSettled: [adminCatalogueKeys.all, listingFormKeys.all],
});

export const useSaveFacility = saveFacility.use;
