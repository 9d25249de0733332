import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import { advertisementKeys } from '@/contracts/query-keys/package-keys';
import { defineQuery } from '../define-query';
import { pageOf, searchedPage } from '../list-page';

/** GET `admin/advertisements`: the advertisements waiting for the admin's decision. */
export const advertisementQueueQuery = defineQuery('admin/advertisements', {
  key: advertisementKeys.queue,
  query: searchedPage,
  answer: pageOf<AdvertisementDto>,
  viewer: 'staff',
  keepsPrevious: true,
});

/** The admin's queue of pending advertisements; idle unless an admin is signed in. */
export const useAdvertisementQueue = advertisementQueueQuery.use;
