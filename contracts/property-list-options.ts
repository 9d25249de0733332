/**
 * The property list's fixed choices, free of the validation library so that the list page's
 * browser bundle does not carry it (contracts/requests/* validate with these).
 */
export const propertySortOptions = [
  'newest',
  'price_low',
  'price_high',
  'most_viewed',
  'most_liked',
] as const;
export type PropertySort = (typeof propertySortOptions)[number];

export const postedSinceOptions = [
  'yesterday',
  'last_week',
  'last_month',
  'last_3_months',
  'last_6_months',
] as const;
export type PostedSince = (typeof postedSinceOptions)[number];

/** How many days back each "posted since" choice reaches. */
export const postedSinceDays: Readonly<Record<PostedSince, number>> = {
  yesterday: 1,
  last_week: 7,
  last_month: 30,
  last_3_months: 90,
  last_6_months: 180,
};

/** Listings per page of the property list page (`/properties`). */
export const propertyListPageSize = 12;

/**
 * Totals of a search are exact up to this many listings; beyond it the answer says 1,000 with
 * `total_is_capped: true` (counting every match of a broad search costs as much as reading the
 * whole market), and the interface shows "1,000+".
 */
export const searchTotalCap = 1000;

/**
 * The first results a search can page through: `offset` is below this (a 422 past it). Deep
 * offsets read and skip every row before them; the window keeps that bounded, as the total
 * cap does for counting.
 */
export const searchOffsetLimit = searchTotalCap;

/** Promoted listings shown in their own slot above a list's results. */
export const promotedSlotSize = 3;
