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

/** Listings per page of the property list page (`/properties`). */
export const propertyListPageSize = 12;
