import { number, object, string, type InferType } from 'yup';
import { propertyTypes } from '../dto/property-dto';
import {
  idListText,
  placeField,
  queryIdField,
  reportReasonFields,
  queryPriceField,
  searchField,
  slugField,
} from './field-kit';
import { optionalFlag, pageFields } from './paging';

import {
  postedSinceOptions,
  propertySortOptions,
  searchOffsetLimit,
  type PostedSince,
  type PropertySort,
} from '../property-list-options';

export { postedSinceOptions, propertySortOptions, type PostedSince, type PropertySort };

const page = () => pageFields(12, 50);
/** A search's offset: within the first results only (see searchOffsetLimit). */
const searchOffset = () =>
  page().offset.max(
    searchOffsetLimit - 1,
    `offset can be at most ${(searchOffsetLimit - 1).toLocaleString('en')}: only the first ` +
      `${searchOffsetLimit.toLocaleString('en')} results can be paged through. Narrow the ` +
      'search with filters to see others.',
  );

/**
 * The filters of `get-property-list` (spec §3 Filters and §7). Empty values are dropped by
 * the client; the server ignores them too.
 */
export const propertyFilterFields = {
  property_type: string().oneOf([...propertyTypes, ''], 'property_type is sell or rent'),
  category_id: queryIdField('category_id'),
  category_slug_id: slugField('category_slug_id is a slug', 'category_slug_id is too long'),
  category_ids: idListText('category_ids'),
  outdoor_facilitiy_ids: idListText('outdoor_facilitiy_ids'),
  city: placeField(),
  state: placeField(),
  country: placeField(),
  min_price: queryPriceField('min_price'),
  max_price: queryPriceField('max_price'),
  /** "min-max", either side may be empty ("-500000"). */
  price_range: string().matches(/^\d*(\.\d+)?-\d*(\.\d+)?$/, {
    message: 'price_range is written min-max',
    excludeEmptyString: true,
  }),
  posted_since: string().oneOf([...postedSinceOptions, ''], 'posted_since is not a known period'),
  most_viewed: optionalFlag(),
  most_liked: optionalFlag(),
  promoted: optionalFlag(),
  parameter_id: queryIdField('parameter_id'),
  /** With parameter_id: the value it must have (numbers: at least this value). */
  parameter_value: string().trim().max(100),
  search: searchField(),
  sort: string().oneOf([...propertySortOptions, ''], 'sort is not a known order'),
};

/** `get-property-list`: public listings with the filters, paged. */
export const searchPropertiesSchema = object({
  ...propertyFilterFields,
  limit: page().limit,
  offset: searchOffset(),
}).test('price-order', 'min_price cannot be above max_price', (value) =>
  value.min_price === undefined || value.max_price === undefined
    ? true
    : value.min_price <= value.max_price,
);

/** `get_property`: the same filters plus one listing by id/slug, similar, owner's, top rated. */
export const getPropertySchema = object({
  ...propertyFilterFields,
  id: queryIdField('id'),
  slug_id: slugField(),
  get_simiilar: optionalFlag(),
  top_rated: optionalFlag(),
  userid: queryIdField('userid'),
  users_promoted: optionalFlag(),
  current_user: string().max(50),
  limit: page().limit,
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
  property_id: queryIdField('property_id').required('property_id is required'),
  type: number()
    .typeError('type is 1 or 0')
    .oneOf([0, 1], 'type is 1 or 0')
    .required('type is required'),
});

/** `get_favourite_property`. */
export const favouritesPageSchema = object(page());

/** `property-view` (not in the spec): a listing's page was seen. */
export const propertyViewSchema = object({
  property_id: queryIdField('property_id').required('property_id is required'),
});

/** `add_reports`: a reason; "Other" needs a message. */
export const reportListingSchema = object({
  property_id: queryIdField('property_id').required('property_id is required'),
  ...reportReasonFields(),
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
