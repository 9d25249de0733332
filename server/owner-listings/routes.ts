import type { RouteDefinition } from '../http/route';

/** The owner's side of their listings: their list, status changes, interested users. */
export const ownerListingRoutes: RouteDefinition[] = [];
