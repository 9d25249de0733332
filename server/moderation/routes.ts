/**
 * The review centre's calls across the kinds it reviews (listings, projects, advertisements,
 * agent verifications). Every answer is the usual envelope.
 *
 * | Call                     | Auth  | Input                                | Success                      |
 * |--------------------------|-------|--------------------------------------|------------------------------|
 * | POST admin/bulk-review   | admin | kind, ids (1..50), decision, reason  | [{ id, status, message? }]   |
 *
 * `kind` is listing, project, advertisement or verification; `reason` is required for a
 * rejection (but an advertisement's, which has none). Each item goes through its kind's single
 * decision (admin/review-listing, admin/review-project, admin/review-advertisement,
 * admin/review-verification): the owner is notified and one audit row is added per item, under
 * that call's name, each item in a transaction of its own. 200 with each id `done`, or `failed`
 * with the reason (unknown, or not in a state that allows the decision) while the others
 * proceed; 422 for a body that is wrong as a whole; 403 forbidden for anyone but the
 * moderation roles.
 */
import { bulkReviewSchema } from '@/contracts/requests/moderation-requests';
import { moderationRoles } from '../core/roles';
import { staffWrite, type RouteDefinition } from '../core/route';
import { bulkReview, singleReviewRoutes } from './bulk-review';

/** The review centre's routes, over the single decisions of `routes` (the route table). */
export function moderationRoutes(routes: readonly RouteDefinition[]): RouteDefinition[] {
  const singles = singleReviewRoutes(routes);
  return [
    staffWrite('admin/bulk-review', moderationRoles, {
      body: bulkReviewSchema,
      write: (context) => bulkReview(singles, context),
    }),
  ];
}
