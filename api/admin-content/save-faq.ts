import type { AdminFaqDto } from '@/contracts/dto/admin-content-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { contentKeys } from '@/contracts/query-keys/content-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface SaveFaqPayload {
  id?: number;
  question: string;
  answer: string;
  is_active: 0 | 1;
  sequence: number;
}

/** POST `admin/faqs`; then the admin's and the public lists again. */
export const saveFaq = defineMutation('POST', 'admin/faqs', {
  body: (payload: SaveFaqPayload) => ({ ...payload }),
  answer: dataOf<AdminFaqDto>,
  invalidateOnSettled: [adminCatalogueKeys.all, contentKeys.faqs()],
});
export const useSaveFaq = saveFaq.use;
