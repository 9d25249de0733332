import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** How many similar listings the detail page shows. */
export const similarPropertiesLimit = 4;

/** GET `get_property` with `slug_id` and `get_simiilar=1` (the spec's spelling). */
export const similarPropertiesQuery = defineQuery('get_property', {
  key: propertyKeys.similar,
  query: (slug) => ({ slug_id: slug, get_simiilar: 1, limit: similarPropertiesLimit }),
  answer: dataOf<PropertyCardDto[]>,
});

/** Listings like this one (prefetched by the server under `propertyKeys.similar(slug)`). */
export const useSimilarProperties = similarPropertiesQuery.use;
