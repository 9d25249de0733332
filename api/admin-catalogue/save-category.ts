import type { AdminCategoryDto } from '@/contracts/dto/admin-catalogue-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { multipartBody } from '../multipart-body';

/** A category to add (no id) or change, and its new icon if one was chosen. */
export interface SaveCategoryPayload {
  id?: number;
  category: string;
  slug_id: string;
  is_active: 0 | 1;
  sequence: number;
  /** In the order the listing form asks them. */
  parameter_ids: number[];
  icon?: File | null;
}

/** The multipart body: text fields, `parameter_ids` as "4,9,2", the icon as `image`. */
export const buildCategoryFormData = (payload: SaveCategoryPayload): FormData =>
  multipartBody(
    {
      id: payload.id,
      category: payload.category,
      slug_id: payload.slug_id,
      is_active: payload.is_active,
      sequence: payload.sequence,
      // Left out when empty: the server reads none as no parameters.
      parameter_ids: payload.parameter_ids.join(','),
    },
    { image: payload.icon },
  );

/** POST `admin/categories`; then every list of categories is fetched again. */
export const saveCategory = defineMutation('POST', 'admin/categories', {
  body: buildCategoryFormData,
  answer: dataOf<AdminCategoryDto>,
  invalidateOnSettled: [adminCatalogueKeys.all, filterKeys.categories(), listingFormKeys.all],
});

export const useSaveCategory = saveCategory.use;
