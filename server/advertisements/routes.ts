import { moderationRoles } from '../core/roles';
import {
  advertisementListQuerySchema,
  advertisementQueueQuerySchema,
  featuredDataQuerySchema,
  reviewAdvertisementSchema,
  storeAdvertisementSchema,
} from '@/contracts/requests/advertisement-requests';
import type { RouteDefinition } from '../core/route';
import { accountQuery, route, staffQuery, staffWrite } from '../core/route';
import { getAdvertisementQueue } from './get-advertisement-queue';
import { getAdvertisements } from './get-advertisements';
import { getFeaturedData } from './get-featured-data';
import { reviewAdvertisement } from './review-advertisement';
import { storeAdvertisement } from './store-advertisement';

/**
 * Advertisements (featured listings). From the spec's table: store_advertisement (feature_for,
 * property_id, project_id; plus `type`, slider or list) and get-featured-data (type, offset,
 * limit; open to visitors). Added: get-advertisements (the user's own, for
 * /user/advertisement), admin/advertisements and admin/review-advertisement (the admin's
 * approval, as for listings).
 */
export const advertisementRoutes: RouteDefinition[] = [
  route('POST', 'store_advertisement', {
    auth: 'required',
    demoGuard: true,
    body: storeAdvertisementSchema,
    handle: async ({ db, body, viewer }) => {
      const data = await storeAdvertisement(db, viewer, body);
      return {
        data,
        status: 201,
        message:
          data.status === 'pending'
            ? 'Advertisement sent for approval'
            : 'Advertisement is running',
      };
    },
  }),
  route('GET', 'get-featured-data', {
    auth: 'optional',
    query: featuredDataQuerySchema,
    handle: async ({ db, query, viewer }) => getFeaturedData(db, viewer, query),
  }),
  accountQuery('get-advertisements', advertisementListQuerySchema, getAdvertisements),
  staffQuery(
    'admin/advertisements',
    moderationRoles,
    advertisementQueueQuerySchema,
    getAdvertisementQueue,
  ),
  staffWrite('admin/review-advertisement', moderationRoles, {
    body: reviewAdvertisementSchema,
    write: async ({ db, body }) => ({ data: await reviewAdvertisement(db, body) }),
  }),
];
