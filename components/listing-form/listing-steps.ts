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
const fieldsByStep: Readonly<Record<ListingStep, readonly string[]>> = {
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
};

/** The step that shows a field ('parameters.p4' → parameters); null for none. */
export function stepOfField(field: string): ListingStep | null {
  const top = field.split(/[.[]/)[0] ?? field;
  return listingSteps.find((step) => fieldsByStep[step].includes(top)) ?? null;
}

export function fieldsOfStep(step: ListingStep): readonly string[] {
  return fieldsByStep[step];
}

/** The first step (in order) that has one of `fields`; null when none has. */
export function firstStepWith(fields: readonly string[]): ListingStep | null {
  const steps = new Set(fields.map(stepOfField));
  return listingSteps.find((step) => steps.has(step)) ?? null;
}
