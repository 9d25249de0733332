import { ValidationError, type AnySchema } from 'yup';

/**
 * Formik `validate` with a contract schema, for forms whose values are not the request itself:
 * validates `payload` and files errors without a field (an object-level test) under
 * `fallbackField`.
 */
export async function validateWithSchema(
  schema: AnySchema,
  payload: Record<string, unknown>,
  fallbackField: string,
): Promise<Record<string, string>> {
  try {
    await schema.validate(payload, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    const items = error.inner.length > 0 ? error.inner : [error];
    for (const item of items) {
      const field = item.path && item.path in payload ? item.path : fallbackField;
      errors[field] ??= item.message;
    }
    return errors;
  }
}
