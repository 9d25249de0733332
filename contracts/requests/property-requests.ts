import { number, object, string, type InferType } from 'yup';
import { propertyTypes } from '../dto/property-dto';
import { limitField, offsetField, queryFlag } from './paging';

import {
  postedSinceOptions,
  propertySortOptions,
  searchOffsetLimit,
  type PostedSince,
  type PropertySort,
} from '../property-list-options';

export { postedSinceOptions, propertySortOptions, type PostedSince, type PropertySort };

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Ids are PostgreSQL integers. */
const maxId = 2_147_483_647;
/** An empty query value ("category_id=") means "no filter", not a wrong number. */
const emptyAsMissing = <T>(value: T, original: unknown): T | undefined =>
  original === '' ? undefined : value;
const idField = (name: string) =>
  number()
    .transform(emptyAsMissing)
    .typeError(`${name} must be a number`)
    .integer(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(maxId, `${name} is not a known id`);
/** Comma-separated ids ("1,4,7", spaces allowed) or a repeated query parameter. */
const idListField = (name: string) =>
  string()
    .transform((value: unknown, original: unknown) =>
      (Array.isArray(original) ? original.join(',') : String(value ?? '')).replace(/\s+/g, ''),
    )
    .matches(/^\d{1,10}(,\d{1,10})*$/, {
      message: `${name} is a comma-separated list of ids`,
      excludeEmptyString: true,
    });
const priceField = (name: string) =>
  number()
    .transform(emptyAsMissing)
    .typeError(`${name} must be a number`)
    .min(0, `${name} cannot be negative`)
    .max(1e13, `${name} is too large`);
/** A 1/0 flag; an empty value is no flag. */
const flagField = () => queryFlag().transform(emptyAsMissing);
const limit = () => limitField(12, 50).transform(emptyAsMissing);
const offset = () => offsetField().transform(emptyAsMissing);
/** A search's offset: within the first results only (see searchOffsetLimit). */
const searchOffset = () =>
  offset().max(
    searchOffsetLimit - 1,
    `offset can be at most ${(searchOffsetLimit - 1).toLocaleString('en')}: only the first ` +
      `${searchOffsetLimit.toLocaleString('en')} results can be paged through. Narrow the ` +
      'search with filters to see others.',
  );
const placeField = () => string().trim().max(100);

/**
 * The filters of `get-property-list` (spec §3 Filters and §7). Empty values are dropped by
 * the client; the server ignores them too.
 */
export const propertyFilterFields = {
  property_type: string().oneOf([...propertyTypes, ''], 'property_type is sell or rent'),
  category_id: idField('category_id'),
  category_slug_id: string().trim().matches(slugPattern, {
    message: 'category_slug_id is a slug',
    excludeEmptyString: true,
  }),
  category_ids: idListField('category_ids'),
  outdoor_facilitiy_ids: idListField('outdoor_facilitiy_ids'),
  city: placeField(),
  state: placeField(),
  country: placeField(),
  min_price: priceField('min_price'),
  max_price: priceField('max_price'),
  /** "min-max", either side may be empty ("-500000"). */
  price_range: string().matches(/^\d*(\.\d+)?-\d*(\.\d+)?$/, {
    message: 'price_range is written min-max',
    excludeEmptyString: true,
  }),
  posted_since: string().oneOf([...postedSinceOptions, ''], 'posted_since is not a known period'),
  most_viewed: flagField(),
  most_liked: flagField(),
  promoted: flagField(),
  parameter_id: idField('parameter_id'),
  /** With parameter_id: the value it must have (numbers: at least this value). */
  parameter_value: string().trim().max(100),
  search: string().trim().max(120, 'search is at most 120 characters'),
  sort: string().oneOf([...propertySortOptions, ''], 'sort is not a known order'),
};

/** `get-property-list`: public listings with the filters, paged. */
export const searchPropertiesSchema = object({
  ...propertyFilterFields,
  limit: limit(),
  offset: searchOffset(),
}).test('price-order', 'min_price cannot be above max_price', (value) =>
  value.min_price === undefined || value.max_price === undefined
    ? true
    : value.min_price <= value.max_price,
);

/** `get_property`: the same filters plus one listing by id/slug, similar, owner's, top rated. */
export const getPropertySchema = object({
  ...propertyFilterFields,
  id: idField('id'),
  slug_id: string()
    .trim()
    .matches(slugPattern, { message: 'slug_id is a slug', excludeEmptyString: true }),
  get_simiilar: flagField(),
  top_rated: flagField(),
  userid: idField('userid'),
  users_promoted: flagField(),
  current_user: string().max(50),
  limit: limit(),
  offset: searchOffset(),
});

/** `get_nearby_properties`: public listings in a city/state, optionally of a type. */
export const nearbyPropertiesSchema = object({
  city: placeField(),
  state: placeField(),
  type: string().oneOf([...propertyTypes, ''], 'type is sell or rent'),
});

/** `add_favourite` and `interested_users`: type 1 adds, 0 removes. */
export const listingToggleSchema = object({
  property_id: idField('property_id').required('property_id is required'),
  type: number()
    .typeError('type is 1 or 0')
    .oneOf([0, 1], 'type is 1 or 0')
    .required('type is required'),
});

/** `get_favourite_property`. */
export const favouritesPageSchema = object({
  limit: limit(),
  offset: offset(),
});

/** `property-view` (not in the spec): a listing's page was seen. */
export const propertyViewSchema = object({
  property_id: idField('property_id').required('property_id is required'),
});

/** `add_reports`: a reason; "Other" needs a message. */
export const reportListingSchema = object({
  property_id: idField('property_id').required('property_id is required'),
  reason_id: idField('reason_id').required('Choose a reason'),
  other_message: string().trim().max(500, 'At most 500 characters'),
});

export type SearchPropertiesQuery = InferType<typeof searchPropertiesSchema>;
export type GetPropertyQuery = InferType<typeof getPropertySchema>;
/** The filters alone (what `get-property-list` and `get_property` share). */
export type PropertyFilterQuery = Omit<SearchPropertiesQuery, 'limit' | 'offset'>;
export type NearbyPropertiesQuery = InferType<typeof nearbyPropertiesSchema>;
export type ListingToggleInput = InferType<typeof listingToggleSchema>;
export type FavouritesPageQuery = InferType<typeof favouritesPageSchema>;
export type ReportListingInput = InferType<typeof reportListingSchema>;
export type PropertyViewInput = InferType<typeof propertyViewSchema>;
