import { mixed, number, object, string, type InferType } from 'yup';
import { ownerStatusChanges, type OwnerStatusChange } from '../dto/owner-listing-status';
import { limitField, offsetField } from './paging';

/** The filters of "My properties": a review state, the public switch, or a market state. */
export const ownerListingFilters = [
  'pending',
  'approved',
  'rejected',
  'active',
  'inactive',
  'sold',
  'rented',
] as const;
export type OwnerListingFilter = (typeof ownerListingFilters)[number];

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Ids are PostgreSQL integers. */
const maxId = 2_147_483_647;
/** An empty query value means "not given". */
const emptyAsMissing = <T>(value: T, original: unknown): T | undefined =>
  original === '' ? undefined : value;

export const listingIdField = (name: string) =>
  number()
    .transform(emptyAsMissing)
    .typeError(`${name} must be a number`)
    .integer(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(maxId, `${name} is not a known id`);

export const listingSlugField = () =>
  string()
    .trim()
    .max(200, 'slug_id is too long')
    .matches(slugPattern, { message: 'slug_id is a slug', excludeEmptyString: true });

/** `get-added-properties`: the caller's own listings, paged, filtered and searched. */
export const ownerListingsQuerySchema = object({
  status: mixed<OwnerListingFilter>()
    .transform(emptyAsMissing)
    .oneOf([...ownerListingFilters], 'status is not a known listing state'),
  search: string().trim().max(120, 'search is at most 120 characters'),
  limit: limitField(10, 50).transform(emptyAsMissing),
  offset: offsetField().transform(emptyAsMissing),
});

/** The legacy numeric statuses of the status calls: 1 switches on, 0 switches off. */
const legacyStatuses: Record<string, OwnerStatusChange> = { '1': 'active', '0': 'inactive' };

/** `update_property_status` and `change-property-status`. */
export const propertyStatusSchema = object({
  property_id: listingIdField('property_id').required('property_id is required'),
  status: mixed<OwnerStatusChange>()
    .transform((value: unknown) => {
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text !== 'string') return text;
      const trimmed = text.trim().toLowerCase();
      return legacyStatuses[trimmed] ?? trimmed;
    })
    .oneOf([...ownerStatusChanges], 'status is active, inactive, sold or rented')
    .required('status is required'),
});

/** `get_interested_users`: one of the caller's listings by id or slug, paged. */
export const interestedUsersQuerySchema = object({
  property_id: listingIdField('property_id'),
  slug_id: listingSlugField(),
  limit: limitField(20, 100).transform(emptyAsMissing),
  offset: offsetField().transform(emptyAsMissing),
}).test('listing-given', 'Give property_id or slug_id', function check(value) {
  if (value.property_id !== undefined || (value.slug_id ?? '') !== '') return true;
  return this.createError({ path: 'property_id', message: 'property_id or slug_id is required' });
});

/** `get-owner-property`: one of the caller's listings by slug (the owner's view of it). */
export const ownerPropertyQuerySchema = object({
  slug_id: listingSlugField().required('slug_id is required'),
});

export type OwnerListingsQuery = InferType<typeof ownerListingsQuerySchema>;
export type PropertyStatusInput = InferType<typeof propertyStatusSchema>;
export type InterestedUsersQuery = InferType<typeof interestedUsersQuerySchema>;
export type OwnerPropertyQuery = InferType<typeof ownerPropertyQuerySchema>;
