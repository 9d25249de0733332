import { ValidationError } from 'yup';
import { postProjectSchema } from '@/contracts/requests/project-requests';
import { saveProjectInputOf, type ProjectFormValues } from './project-form-values';
import { projectFormFieldOf } from './project-steps';

/** Error messages the form adds itself (translation keys; the rest are the schema's). */
export const projectFormMessages = {
  imageRequired: 'listing_form.media.title_image_required',
  planFileRequired: 'project_form.plans.file_required',
  planIncomplete: 'project_form.plans.fill_current',
} as const;

/**
 * Every error of the form, flat (field → message): the shared request schema's rules
 * (contracts/requests/project-requests.ts, as for a new project: every required field) on
 * the request's fields, plus what only the form knows — a main image must be chosen, and each
 * floor plan needs its file.
 */
export async function projectErrors(values: ProjectFormValues): Promise<Record<string, string>> {
  const input = saveProjectInputOf(values, null);
  const request = { ...input.fields, plans: input.plans };
  const errors: Record<string, string> = {};
  try {
    await postProjectSchema.validate(request, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const items = error.inner.length > 0 ? error.inner : [error];
    for (const item of items) {
      // The plan rules are the editor's own (per plan, below): skip the list-wide ones.
      if (item.path === 'plans') continue;
      errors[projectFormFieldOf(item.path ?? '')] ??= item.message;
    }
  }
  if (!values.title_image && !values.saved_title_image) {
    errors.title_image ??= projectFormMessages.imageRequired;
  }
  values.plans.forEach((plan, index) => {
    if (plan.file === null && plan.saved === null) {
      errors[`plans.${index}.file`] ??= projectFormMessages.planFileRequired;
    }
  });
  return errors;
}
