import type { HomepageDto } from '@/contracts/dto/homepage-dto';
import { homepageKeys } from '@/contracts/query-keys/homepage-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `homepage-data` (auth optional: the bearer is sent when signed in). */
export const homepageQuery = defineQuery('homepage-data', {
  key: homepageKeys.detail,
  answer: dataOf<HomepageDto>,
});

/** Everything the home page shows; the server prefetches it under `homepageKeys.detail()`. */
export const useHomepage = homepageQuery.use;
