import {
  interestedUsersQuerySchema,
  ownerListingsQuerySchema,
  ownerPropertyQuerySchema,
  propertyStatusSchema,
} from '@/contracts/requests/owner-listing-requests';
import type { RouteDefinition } from '../core/route';
import { route } from '../core/route';
import { changePropertyStatus } from './change-property-status';
import { getAddedProperties } from './get-added-properties';
import { getInterestedUsers } from './get-interested-users';
import { getOwnerProperty } from './get-owner-property';

/**
 * The owner's side of their listings: their list, status changes, interested users.
 *
 * Call added to the spec's table: GET get-owner-property (slug_id): one of the caller's own
 * listings in any state, for the owner's view /my-property/{slug_id}.
 */
export const ownerListingRoutes: RouteDefinition[] = [
  route('GET', 'get-added-properties', {
    auth: 'required',
    query: ownerListingsQuerySchema,
    handle: async ({ db, query, viewer }) => getAddedProperties(db, viewer, query),
  }),
  route('GET', 'get-owner-property', {
    auth: 'required',
    query: ownerPropertyQuerySchema,
    handle: async ({ db, query, viewer }) => ({
      data: await getOwnerProperty(db, viewer, query),
    }),
  }),
  ...(['update_property_status', 'change-property-status'] as const).map((path) =>
    route('POST', path, {
      auth: 'required',
      demoGuard: true,
      body: propertyStatusSchema,
      handle: async ({ db, body, viewer }) => changePropertyStatus(db, viewer, body),
    }),
  ),
  route('GET', 'get_interested_users', {
    auth: 'required',
    query: interestedUsersQuerySchema,
    handle: async ({ db, query, viewer }) => getInterestedUsers(db, viewer, query),
  }),
];
