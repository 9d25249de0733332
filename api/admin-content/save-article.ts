import type { AdminArticleDto } from '@/contracts/dto/admin-content-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { contentKeys } from '@/contracts/query-keys/content-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { multipartBody } from '../multipart-body';

/** An article to add (no id) or change, and its new cover if one was chosen. */
export interface SaveArticlePayload {
  id?: number;
  title: string;
  /** Empty: made from the title (a new article) or kept (a change). */
  slug_id: string;
  description: string;
  category_id: number | undefined;
  is_published: 0 | 1;
  image?: File | null;
}

/** The multipart body: the text fields, the cover as `image`. */
export const buildArticleFormData = ({ image, ...fields }: SaveArticlePayload): FormData =>
  multipartBody(fields, { image });

/** POST `admin/articles`; then the admin's lists and the public articles again. */
export const saveArticle = defineMutation('POST', 'admin/articles', {
  body: buildArticleFormData,
  answer: dataOf<AdminArticleDto>,
  invalidateOnSettled: [adminCatalogueKeys.all, contentKeys.all],
});
export const useSaveArticle = saveArticle.use;
