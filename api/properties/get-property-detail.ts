import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { firstOrNotFound } from '../answers';
import { defineQuery } from '../define-query';

/** GET `get_property` with `slug_id`: one public listing with everything its page shows. */
export const propertyDetailQuery = defineQuery('get_property', {
  key: propertyKeys.detail,
  query: (slug) => ({ slug_id: slug }),
  answer: firstOrNotFound<PropertyDetailDto>('Property'),
});

/** The listing of the detail page (prefetched by the server under `propertyKeys.detail(slug)`). */
export const usePropertyDetail = propertyDetailQuery.use;
