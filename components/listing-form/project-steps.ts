import { formSteps, sharedStepFields as shared } from './form-steps';

/** The project form's steps, in order; the last one reviews and sends. */
export const projectSteps = ['details', 'location', 'plans', 'media', 'seo', 'review'] as const;
export type ProjectStep = (typeof projectSteps)[number];

/** The form fields each step shows (nested values by their top-level name). */
export const projectFormSteps = formSteps(projectSteps, {
  ...shared,
  details: [...shared.details, 'type', 'min_price', 'max_price', 'completion_date'],
  plans: ['plans', 'plan_documents', 'remove_plans'],
});

/**
 * The form field an error of post_project belongs to: the request's names that differ from the
 * form's (`location` is the address, `image` the main image, `plans[1].title` the second plan's
 * title, `remove_*` the lists they remove from).
 */
export function projectFormFieldOf(path: string): string {
  const plan = /^plans\[(\d+)\]\.?(\w+)?/.exec(path);
  if (plan) return plan[2] ? `plans.${plan[1]}.${plan[2]}` : `plans.${plan[1]}.title`;
  const renamed: Readonly<Record<string, string>> = {
    location: 'address',
    image: 'title_image',
    plan_documents: 'plans',
    remove_plans: 'plans',
    remove_gallery_images: 'gallery_images',
    remove_documents: 'documents',
  };
  return renamed[path] ?? path;
}
