import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { FieldErrors } from '@/contracts/api-envelope';
import { validationFailed } from './app-error';

/** Turns a yup failure into field → first message. */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const field = failure.path ?? '_';
    fieldErrors[field] ??= failure.errors[0] ?? failure.message;
  }
  return fieldErrors;
}

/** Validates and casts input with the request's schema; unknown fields are dropped. */
export async function validateInput(
  schema: ObjectSchema<AnyObject>,
  input: unknown,
): Promise<unknown> {
  try {
    return await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw validationFailed(toFieldErrors(error));
    throw error;
  }
}
