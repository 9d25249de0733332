import { postProjectSchema } from '@/contracts/requests/project-requests';
import { saveProjectInputOf, type ProjectFormValues } from './project-form-values';
import { projectFormFieldOf } from './project-steps';
import {
  requestSchemaErrors,
  requireTitleImage,
  titleImageRequired,
} from './request-schema-errors';

/** Error messages the form adds itself (translation keys; the rest are the schema's). */
export const projectFormMessages = {
  imageRequired: titleImageRequired,
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
  // The plan rules are the editor's own (per plan, below): skip the list-wide ones.
  const errors = await requestSchemaErrors(postProjectSchema, request, (path) =>
    path === 'plans' ? null : projectFormFieldOf(path),
  );
  requireTitleImage(values, errors);
  values.plans.forEach((plan, index) => {
    if (plan.file === null && plan.saved === null) {
      errors[`plans.${index}.file`] ??= projectFormMessages.planFileRequired;
    }
  });
  return errors;
}
