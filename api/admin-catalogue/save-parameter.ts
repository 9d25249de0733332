import type { AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import type { ParameterKind } from '@/contracts/dto/category-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** A parameter to add (no id) or change. */
export interface SaveParameterPayload {
  id?: number;
  name: string;
  type_of_parameter: ParameterKind;
  type_values: string[];
  is_required: 0 | 1;
}

/** POST `admin/parameters`; then the catalogue (and the listing form's categories) again. */
export const saveParameter = defineMutation('POST', 'admin/parameters', {
  body: (payload: SaveParameterPayload) => ({ ...payload }),
  answer: dataOf<AdminParameterDto>,
  invalidateOnSettled: [adminCatalogueKeys.all, listingFormKeys.all],
});

export const useSaveParameter = saveParameter.use;
