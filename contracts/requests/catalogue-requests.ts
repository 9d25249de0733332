import { object } from 'yup';
import { searchField } from './field-kit';
import { limitField, offsetField, queryFlag } from './paging';

/** `get_categories`: limit, offset, search, has_property. */
export const getCategoriesSchema = object({
  limit: limitField(50, 100),
  offset: offsetField(),
  search: searchField(100).optional(),
  has_property: queryFlag().optional(),
});
