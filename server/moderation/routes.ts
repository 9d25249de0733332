import {
  reviewListingSchema,
  reviewQueueQuerySchema,
} from '@/contracts/requests/moderation-requests';
import type { RouteDefinition } from '../core/route';
import { route } from '../core/route';
import { getReviewQueue } from './get-review-queue';
import { reviewListing } from './review-listing';

/**
 * The admin's review of listings (approve, reject with a reason). Both calls are additions to
 * the spec's table (it shows no admin side): GET admin/listings and POST admin/review-listing.
 */
export const moderationRoutes: RouteDefinition[] = [
  route('GET', 'admin/listings', {
    auth: 'required',
    query: reviewQueueQuerySchema,
    handle: async ({ db, query, viewer }) => getReviewQueue(db, viewer, query),
  }),
  route('POST', 'admin/review-listing', {
    auth: 'required',
    demoGuard: true,
    body: reviewListingSchema,
    handle: async ({ db, body, viewer }) => reviewListing(db, viewer, body),
  }),
];
