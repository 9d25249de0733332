import { formSteps } from './form-steps';

/** The form's steps, in order; the last one reviews and sends. */
export const listingSteps = [
  'details',
  'location',
  'parameters',
  'media',
  'seo',
  'review',
] as const;
export type ListingStep = (typeof listingSteps)[number];

/** The form fields each step shows (nested values by their top-level name). */
export const { stepOfField, fieldsOfStep, firstStepWith } = formSteps(listingSteps, {
  details: [
    'title',
    'description',
    'category_id',
    'property_type',
    'rentduration',
    'price',
    'is_premium',
    'video_link',
  ],
  location: [
    'country_code',
    'state_code',
    'street',
    'city',
    'state',
    'country',
    'address',
    'client_address',
    'latitude',
    'longitude',
  ],
  parameters: ['parameters', 'facilities'],
  media: ['title_image', 'gallery_images', 'documents', 'three_d_image', 'meta_image'],
  seo: ['meta_title', 'meta_description', 'meta_keywords', 'slug_id'],
  review: [],
});
