import type { AnyObject, ObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import type { FieldErrors } from '@/contracts/api-envelope';
import { maxId } from '@/contracts/requests/field-kit';

/**
 * What a request's values must look like before and after its yup schema, whatever the route:
 * checks that belong to the pipeline, not to each schema. Hostile input must get a field error
 * (422), never a crash in yup (500) nor a value PostgreSQL refuses (500).
 */

/** PostgreSQL `integer` columns (ids, counts) hold −2³¹ … 2³¹−1. */
const integerColumnRange = { min: -maxId - 1, max: maxId } as const;

export const inputShapeMessages = {
  nul: 'This text contains a NUL character, which is not allowed.',
  list: 'Send one value here, not a list.',
  object: 'Send a single value here, not an object.',
  null: 'Leave this field out instead of sending null.',
  outOfRange: 'This number is out of range.',
  notUnderstood: 'This value is not in the expected form.',
} as const;

type Description = SchemaFieldDescription;
type ObjectDescription = SchemaDescription & { fields: Record<string, Description> };

const descriptions = new WeakMap<ObjectSchema<AnyObject>, ObjectDescription>();

/** The schema's description (field names, types, test names), computed once per schema. */
export function describeRequestSchema(schema: ObjectSchema<AnyObject>): ObjectDescription {
  let description = descriptions.get(schema);
  if (!description) {
    description = schema.describe() as ObjectDescription;
    descriptions.set(schema, description);
  }
  return description;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldsOf = (description: Description): Record<string, Description> | null =>
  description.type === 'object' && 'fields' in description ? description.fields : null;

const innerTypeOf = (description: Description): Description | undefined =>
  description.type === 'array' && 'innerType' in description
    ? (description.innerType as Description | undefined)
    : undefined;

const childPath = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** yup reads a list as its first number ("1,2" → 1) or as true: refuse instead of guessing. */
const singleValueTypes = new Set(['number', 'boolean', 'date']);

function addError(errors: FieldErrors, path: string, message: string): void {
  errors[path || '_'] ??= message;
}

/** Any NUL in a text, a list's texts or an object's texts (PostgreSQL's text refuses it). */
function checkNul(value: unknown, path: string, errors: FieldErrors, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) addError(errors, path, inputShapeMessages.nul);
  } else if (depth < 8 && Array.isArray(value)) {
    value.forEach((item, index) => checkNul(item, `${path}[${index}]`, errors, depth + 1));
  } else if (depth < 8 && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      checkNul(item, childPath(path, key), errors, depth + 1);
    }
  }
}

function shapeValue(
  description: Description,
  value: unknown,
  path: string,
  errors: FieldErrors,
): unknown {
  const fields = fieldsOf(description);
  if (fields && isPlainObject(value)) return shapeObject(fields, value, path, errors);
  const innerType = innerTypeOf(description);
  if (innerType && Array.isArray(value)) {
    return value.map((item, index) => shapeValue(innerType, item, `${path}[${index}]`, errors));
  }
  if (singleValueTypes.has(description.type)) {
    if (Array.isArray(value)) addError(errors, path, inputShapeMessages.list);
    else if (isPlainObject(value)) addError(errors, path, inputShapeMessages.object);
  }
  checkNul(value, path, errors);
  return value;
}

/** Only the declared fields, as own properties of a fresh object. */
function shapeObject(
  fields: Record<string, Description>,
  input: Record<string, unknown>,
  path: string,
  errors: FieldErrors,
): Record<string, unknown> {
  const shaped: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (field) shaped[key] = shapeValue(field, input[key], childPath(path, key), errors);
  }
  return shaped;
}

/**
 * The input the schema will see: only the fields it declares, at every level of real objects
 * (unknown fields are dropped anyway; a `toString`, `constructor` or `__proto__` key would reach
 * yup's own members and crash it), with field errors for a NUL in any text and for a list or
 * an object where one number, flag or date goes.
 */
export function shapeInput(
  description: ObjectDescription,
  input: unknown,
): { value: Record<string, unknown>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value = isPlainObject(input) ? shapeObject(description.fields, input, '', errors) : {};
  return { value, errors };
}

const isIntegerField = (description: Description): boolean =>
  description.type === 'number' &&
  'tests' in description &&
  description.tests.some((test) => test.name === 'integer');

function checkOutputValue(
  description: Description | undefined,
  value: unknown,
  path: string,
  errors: FieldErrors,
): void {
  if (typeof value === 'number') {
    const isOutside =
      !Number.isFinite(value) ||
      (description !== undefined &&
        isIntegerField(description) &&
        (value < integerColumnRange.min || value > integerColumnRange.max));
    if (isOutside) addError(errors, path, inputShapeMessages.outOfRange);
    return;
  }
  const fields = description ? fieldsOf(description) : null;
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = fields && Object.hasOwn(fields, key) ? fields[key] : undefined;
      checkOutputValue(field, item, childPath(path, key), errors);
    }
    return;
  }
  if (Array.isArray(value)) {
    const innerType = description ? innerTypeOf(description) : undefined;
    value.forEach((item, index) => checkOutputValue(innerType, item, `${path}[${index}]`, errors));
    return;
  }
  checkNul(value, path, errors);
}

/**
 * What the schema produced, checked against what the database takes: no NUL in any text (a
 * schema may decode JSON held in a text field), whole numbers of integer fields within an
 * `integer` column, and no infinite number.
 */
export function checkValidatedInput(description: ObjectDescription, output: unknown): FieldErrors {
  const errors: FieldErrors = {};
  checkOutputValue(description, output, '', errors);
  return errors;
}

/** The message for a field whose value made the schema itself fail. */
export function describeUnreadableValue(value: unknown): string {
  if (value === null) return inputShapeMessages.null;
  if (Array.isArray(value)) return inputShapeMessages.list;
  if (isPlainObject(value)) return inputShapeMessages.object;
  return inputShapeMessages.notUnderstood;
}
