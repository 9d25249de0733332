import { setIn, type FormikErrors } from 'formik';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { listingFieldsSchema } from '@/contracts/requests/listing-requests';
import type { ListingRequestFields } from '@/api/listing-form/save-listing';
import {
  facilityKey,
  parameterKey,
  requestFieldsOf,
  type ListingFormValues,
} from './listing-form-values';
import {
  requestSchemaErrors,
  requireTitleImage,
  titleImageRequired,
} from './request-schema-errors';

/** Error messages the form adds itself (translation keys; the rest are the schema's). */
export const formOnlyMessages = {
  titleImageRequired,
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
  const errors = await requestSchemaErrors(listingFieldsSchema, request, (path) =>
    formFieldOfRequestPath(path, request),
  );
  requireTitleImage(values, errors);
  for (const parameter of parameters) {
    const key = `parameters.${parameterKey(parameter.id)}`;
    const value = values.parameters[parameterKey(parameter.id)];
    const isEmpty = Array.isArray(value) ? value.length === 0 : !value?.trim();
    if (parameter.is_required && isEmpty) errors[key] ??= formOnlyMessages.parameterRequired;
  }
  return errors;
}
