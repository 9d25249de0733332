import { number, object } from 'yup';
import { slugField } from './field-kit';
import { limitField, offsetField } from './paging';

/** `get_articles`: id, category_id, slug_id, limit, offset. */
export const getArticlesSchema = object({
  id: number().typeError('id must be a number').integer().positive().optional(),
  category_id: number().typeError('category_id must be a number').integer().positive().optional(),
  slug_id: slugField(
    'slug_id has lowercase letters, digits and hyphens only',
    'slug_id must be at most 200 characters',
  ).optional(),
  limit: limitField(12, 50),
  offset: offsetField(),
});
