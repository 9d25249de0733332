import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import { advertisementKeys } from '@/contracts/query-keys/package-keys';
import { defineUserQuery } from '../define-query';
import { pageOf, limitAndOffset } from '../list-page';

/** Advertisements per page of /user/advertisement and of the admin's queue. */
export const advertisementsPageSize = 20;

export interface AdvertisementsPage {
  limit: number;
  offset: number;
}

/** GET `get-advertisements`: the signed-in user's own advertisements, newest first. */
export const advertisementsQuery = defineUserQuery('get-advertisements', {
  userKey: advertisementKeys.ofUser,
  query: limitAndOffset,
  answer: pageOf<AdvertisementDto>,
  keepsPrevious: true,
});

/** One page of the user's advertisements; idle while nobody is signed in. */
export const useAdvertisements = advertisementsQuery.use;
