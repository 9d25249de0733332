/** A kind's form steps and the fields each shows (nested values by their top-level name). */
export interface FormSteps<Step extends string> {
  /** The steps in order. */
  steps: readonly Step[];
  /** The step that shows a field ('parameters.p4' → parameters); null for none. */
  stepOfField: (field: string) => Step | null;
  fieldsOfStep: (step: Step) => readonly string[];
  /** The first step (in order) that has one of `fields`; null when none has. */
  firstStepWith: (fields: readonly string[]) => Step | null;
}

/** The lookups of a form's steps, from the steps in order and the fields of each. */
export function formSteps<Step extends string>(
  steps: readonly Step[],
  fieldsByStep: Readonly<Record<Step, readonly string[]>>,
): FormSteps<Step> {
  const stepOfField = (field: string): Step | null => {
    const top = field.split(/[.[]/)[0] ?? field;
    return steps.find((step) => fieldsByStep[step].includes(top)) ?? null;
  };
  return {
    steps,
    stepOfField,
    fieldsOfStep: (step) => fieldsByStep[step],
    firstStepWith: (fields) => {
      const found = new Set(fields.map(stepOfField));
      return steps.find((step) => found.has(step)) ?? null;
    },
  };
}

/** The fields of the steps every kind has, by their top-level names (a kind adds its own). */
export const sharedStepFields = {
  details: ['title', 'description', 'category_id', 'video_link'],
  location: [
    'country_code',
    'state_code',
    'street',
    'city',
    'state',
    'country',
    'address',
    'latitude',
    'longitude',
  ],
  media: ['title_image', 'gallery_images', 'documents', 'meta_image'],
  seo: ['meta_title', 'meta_description', 'meta_keywords', 'slug_id'],
  review: [],
} as const satisfies Readonly<Record<string, readonly string[]>>;
