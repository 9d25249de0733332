import type { RouteDefinition } from '../http/route';

/** Posting, editing and deleting listings (spec §7: post_property, update_post_property, delete_property). */
export const listingRoutes: RouteDefinition[] = [];
