/**
 * The admin's review of a listing (DOMAIN-RULES, Listings). `removed`: taken off the site by
 * moderation after reports (its owner cannot switch it back on; an edit sends it to review).
 */
export const reviewStatuses = ['pending', 'approved', 'rejected', 'removed'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** Whether a listing is still on the market. */
export const marketStatuses = ['available', 'sold', 'rented'] as const;
export type MarketStatus = (typeof marketStatuses)[number];

/**
 * The `status` values of update_property_status / change-property-status: the owner switches
 * an approved listing on or off the public site, or marks a sell listing sold / a rent
 * listing rented.
 */
export const ownerStatusChanges = ['active', 'inactive', 'sold', 'rented'] as const;
export type OwnerStatusChange = (typeof ownerStatusChanges)[number];
