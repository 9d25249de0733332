import { object, string } from 'yup';
import { limitField, offsetField, queryFlag } from './paging';

/** `get_categories`: limit, offset, search, has_property. */
export const getCategoriesSchema = object({
  limit: limitField(50, 100),
  offset: offsetField(),
  search: string().trim().max(100, 'search is at most 100 characters').optional(),
  has_property: queryFlag().optional(),
});
