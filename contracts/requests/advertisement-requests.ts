import { mixed, object, type InferType } from 'yup';
import {
  advertisementTargets,
  advertisementTypes,
  type AdvertisementTarget,
  type AdvertisementType,
} from '../dto/advertisement-dto';
import { queryIdField, searchField } from './field-kit';
import { decisionField } from './moderation-requests';
import { limitField, offsetField } from './paging';

const emptyAsMissing = (value: unknown, original: unknown): unknown =>
  original === '' || original === null ? undefined : value;

/**
 * `store_advertisement` (spec §7): feature_for (property or project) with property_id or
 * project_id; `type` (slider or list, spec §9's feature types) says where it shows, list when
 * left out.
 */
export const storeAdvertisementSchema = object({
  feature_for: mixed<AdvertisementTarget>()
    .oneOf([...advertisementTargets], 'feature_for is property or project')
    .required('feature_for is required'),
  property_id: queryIdField('property_id').when('feature_for', {
    is: 'property',
    then: (schema) => schema.required('Choose the property to feature'),
  }),
  project_id: queryIdField('project_id').when('feature_for', {
    is: 'project',
    then: (schema) => schema.required('Choose the project to feature'),
  }),
  type: mixed<AdvertisementType>()
    .transform(emptyAsMissing)
    .oneOf([...advertisementTypes], 'type is slider or list')
    .default('list'),
});
export type StoreAdvertisementInput = InferType<typeof storeAdvertisementSchema>;

/** `get-featured-data` (spec §7): type (slider or list), offset, limit. */
export const featuredDataQuerySchema = object({
  type: mixed<AdvertisementType>()
    .transform(emptyAsMissing)
    .oneOf([...advertisementTypes], 'type is slider or list')
    .default('slider'),
  offset: offsetField(),
  limit: limitField(10, 50),
});
export type FeaturedDataQuery = InferType<typeof featuredDataQuerySchema>;

/** `get-advertisements`: the signed-in user's own advertisements, paged. */
export const advertisementListQuerySchema = object({
  offset: offsetField(),
  limit: limitField(20, 50),
});
export type AdvertisementListQuery = InferType<typeof advertisementListQuerySchema>;

/** `admin/advertisements`: the advertisements waiting for review, searched by the listing's title. */
export const advertisementQueueQuerySchema = advertisementListQuerySchema.shape({
  search: searchField(),
});
export type AdvertisementQueueQuery = InferType<typeof advertisementQueueQuerySchema>;

/** `admin/review-advertisement`: approve or reject a pending advertisement. */
export const reviewAdvertisementSchema = object({
  id: queryIdField('id').required('id is required'),
  decision: decisionField(),
});
export type ReviewAdvertisementInput = InferType<typeof reviewAdvertisementSchema>;
