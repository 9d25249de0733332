import type { AdminCategoryDto } from '@/contracts/dto/admin-catalogue-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

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
export function buildCategoryFormData(payload: SaveCategoryPayload): FormData {
  const form = new FormData();
  if (payload.id !== undefined) form.append('id', String(payload.id));
  form.append('category', payload.category);
  if (payload.slug_id) form.append('slug_id', payload.slug_id);
  form.append('is_active', String(payload.is_active));
  form.append('sequence', String(payload.sequence));
  form.append('parameter_ids', payload.parameter_ids.join(','));
  if (payload.icon) form.append('image', payload.icon);
  return form;
}

/** POST `admin/categories`; then every list of categories is fetched again. */
export const saveCategory = defineMutation('POST', 'admin/categories', {
  body: buildCategoryFormData,
  answer: dataOf<AdminCategoryDto>,
  invalidateOnSettled: [adminCatalogueKeys.all, filterKeys.categories(), listingFormKeys.all],
});

export const useSaveCategory = saveCategory.use;
