import { number, object, string } from 'yup';
import { limitField, offsetField } from './paging';

const slugField = () =>
  string()
    .trim()
    .matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug_id has lowercase letters, digits and hyphens only')
    .max(200);

/** `get_articles`: id, category_id, slug_id, limit, offset. */
export const getArticlesSchema = object({
  id: number().typeError('id must be a number').integer().positive().optional(),
  category_id: number().typeError('category_id must be a number').integer().positive().optional(),
  slug_id: slugField().optional(),
  limit: limitField(12, 50),
  offset: offsetField(),
});
