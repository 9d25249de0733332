import type { RouteDefinition } from '../http/route';

/** The admin's review of listings (approve, reject with a reason). */
export const moderationRoutes: RouteDefinition[] = [];
