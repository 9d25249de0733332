import { setIn, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { listingFieldsSchema } from '@/contracts/requests/listing-requests';
import type { ListingRequestFields } from '@/api/listing-form/save-listing';
import {
  facilityKey,
  parameterKey,
  requestFieldsOf,
  type ListingFormValues,
} from './listing-form-values';

/** Error messages the form adds itself (translation keys; the rest are the schema's). */
export const formOnlyMessages = {
  titleImageRequired: 'listing_form.media.title_image_required',
  parameterRequired: 'listing_form.parameters.required',
} as const;

/** Parameters the chosen category asks for, except files (the form does not upload them). */
export function formParametersOf(category: CategoryDto | undefined) {
  return (category?.parameter_types ?? []).filter(
    (parameter) => parameter.type_of_parameter !== 'file',
  );
}

/**
 * The form field an error of the request belongs to: `parameters[1].value` → the parameter's
 * field (`parameters.p<id>`), `facilities[0].distance` → the facility's (`facilities.f<id>`),
 * anything else keeps its name.
 */
export function formFieldOfRequestPath(path: string, sent: ListingRequestFields): string {
  const item = /^(parameters|facilities)\[(\d+)\]/.exec(path);
  if (!item) return path;
  const index = Number(item[2]);
  if (item[1] === 'parameters') {
    const parameter = sent.parameters[index];
    return parameter ? `parameters.${parameterKey(parameter.parameter_id)}` : 'parameters';
  }
  const facility = sent.facilities[index];
  return facility ? `facilities.${facilityKey(facility.facility_id)}` : 'facilities';
}

/** Field errors (flat: `parameters.p4`) into Formik's nested errors. */
export function nestErrors<V = ListingFormValues>(
  flat: Readonly<Record<string, string>>,
): FormikErrors<V> {
  let errors: FormikErrors<V> = {};
  for (const [field, message] of Object.entries(flat)) {
    errors = setIn(errors, field, message) as FormikErrors<V>;
  }
  return errors;
}

/**
 * Every error of the form, flat (field → message): the shared request schema's rules
 * (contracts/requests/listing-requests.ts) on the request's fields, plus what only the form
 * knows — a title image must be chosen, and the chosen category's required parameters.
 */
export async function listingErrors(
  values: ListingFormValues,
  category: CategoryDto | undefined,
): Promise<Record<string, string>> {
  const parameters = formParametersOf(category);
  const request = requestFieldsOf(
    values,
    parameters.map((parameter) => parameter.id),
  );
  const errors: Record<string, string> = {};
  try {
    await listingFieldsSchema.validate(request, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const items = error.inner.length > 0 ? error.inner : [error];
    for (const item of items) {
      errors[formFieldOfRequestPath(item.path ?? '', request)] ??= item.message;
    }
  }
  if (!values.title_image && !values.saved_title_image) {
    errors.title_image ??= formOnlyMessages.titleImageRequired;
  }
  for (const parameter of parameters) {
    const key = `parameters.${parameterKey(parameter.id)}`;
    const value = values.parameters[parameterKey(parameter.id)];
    const isEmpty = Array.isArray(value) ? value.length === 0 : !value?.trim();
    if (parameter.is_required && isEmpty) errors[key] ??= formOnlyMessages.parameterRequired;
  }
  return errors;
}
