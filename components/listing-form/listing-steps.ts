import { formSteps, sharedStepFields as shared } from './form-steps';

/** The property form's steps, in order; the last one reviews and sends. */
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
export const listingFormSteps = formSteps(listingSteps, {
  ...shared,
  details: [...shared.details, 'property_type', 'rentduration', 'price', 'is_premium'],
  location: [...shared.location, 'client_address'],
  parameters: ['parameters', 'facilities'],
  media: [...shared.media, 'three_d_image'],
});
