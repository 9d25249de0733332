import { mixed, object, type InferType } from 'yup';
import { ownerStatusChanges, type OwnerStatusChange } from '../dto/owner-listing-status';
import {
  emptyAsMissing,
  queryIdField,
  searchField,
  slugField,
  statusSwitchField,
} from './field-kit';
import { pageFields } from './paging';

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

/** `get-added-properties`: the caller's own listings, paged, filtered and searched. */
export const ownerListingsQuerySchema = object({
  status: mixed<OwnerListingFilter>()
    .transform(emptyAsMissing)
    .oneOf([...ownerListingFilters], 'status is not a known listing state'),
  search: searchField(),
  ...pageFields(10, 50),
});

/** `update_property_status` and `change-property-status`. */
export const propertyStatusSchema = object({
  property_id: queryIdField('property_id').required('property_id is required'),
  status: statusSwitchField<OwnerStatusChange>(
    ownerStatusChanges,
    'status is active, inactive, sold or rented',
  ),
});

/** `get_interested_users`: one of the caller's listings by id or slug, paged. */
export const interestedUsersQuerySchema = object({
  property_id: queryIdField('property_id'),
  slug_id: slugField(),
  ...pageFields(20, 100),
}).test('listing-given', 'Give property_id or slug_id', function check(value) {
  if (value.property_id !== undefined || (value.slug_id ?? '') !== '') return true;
  return this.createError({ path: 'property_id', message: 'property_id or slug_id is required' });
});

/** `get-owner-property`: one of the caller's listings by slug (the owner's view of it). */
export const ownerPropertyQuerySchema = object({
  slug_id: slugField().required('slug_id is required'),
});

export type OwnerListingsQuery = InferType<typeof ownerListingsQuerySchema>;
export type PropertyStatusInput = InferType<typeof propertyStatusSchema>;
export type InterestedUsersQuery = InferType<typeof interestedUsersQuerySchema>;
export type OwnerPropertyQuery = InferType<typeof ownerPropertyQuerySchema>;
