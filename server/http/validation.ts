import { ValidationError, type AnyObject, type ObjectSchema, type ValidateOptions } from 'yup';
import type { FieldErrors } from '@/contracts/api-envelope';
import { validationFailed } from '../core/app-error';
import {
  checkValidatedInput,
  describeRequestSchema,
  describeUnreadableValue,
  shapeInput,
} from './input-shape';

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

/** A fresh object per call: yup keeps per-call state (the original value) in its options. */
const validateOptions = (): ValidateOptions => ({ abortEarly: false, stripUnknown: true });

const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/**
 * When a schema's own code fails on a value (a transform meets null or a list where it expects
 * text, or JSON held in a text field decodes to something odd), finds the fields whose value
 * does it, one at a time. None found: the failure is the schema's, and stays a 500.
 */
async function findUnreadableFields(
  schema: ObjectSchema<AnyObject>,
  input: Record<string, unknown>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const key of Object.keys(input)) {
    try {
      await schema.validateAt(key, input, validateOptions());
    } catch (error) {
      if (!(error instanceof ValidationError)) errors[key] = describeUnreadableValue(input[key]);
    }
  }
  return errors;
}

/**
 * Validates and casts input with the request's schema; unknown fields are dropped. Whatever
 * the values, the answer is the cast input or a 422 with field errors: see input-shape.ts for
 * what is checked around the schema (built-in member names, lists where one value goes, NUL,
 * integers beyond an `integer` column).
 */
export async function validateInput(
  schema: ObjectSchema<AnyObject>,
  input: unknown,
): Promise<unknown> {
  const description = describeRequestSchema(schema);
  const shaped = shapeInput(description, input ?? {});
  if (hasErrors(shaped.errors)) throw validationFailed(shaped.errors);
  let output: unknown;
  try {
    output = await schema.validate(shaped.value, validateOptions());
  } catch (error) {
    if (error instanceof ValidationError) throw validationFailed(toFieldErrors(error));
    const unreadable = await findUnreadableFields(schema, shaped.value);
    if (hasErrors(unreadable)) throw validationFailed(unreadable);
    throw error;
  }
  const outputErrors = checkValidatedInput(description, output);
  if (hasErrors(outputErrors)) throw validationFailed(outputErrors);
  return output;
}
