import { ValidationError, type Schema } from 'yup';

/** The form's own message when no main photo is chosen (a translation key). */
export const titleImageRequired = 'listing_form.media.title_image_required';

/**
 * The request schema's errors on a form's request, flat (form field → first message): every
 * rule is checked (not only the first), and each error goes to the form field `fieldOf` gives
 * for its request path, or nowhere when it gives null (a rule the form checks its own way).
 */
export async function requestSchemaErrors(
  schema: Schema,
  request: unknown,
  fieldOf: (path: string) => string | null,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  try {
    await schema.validate(request, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const items = error.inner.length > 0 ? error.inner : [error];
    for (const item of items) {
      const field = fieldOf(item.path ?? '');
      if (field !== null) errors[field] ??= item.message;
    }
  }
  return errors;
}

/** Adds the main photo's error when neither a new one nor a saved one is there. */
export function requireTitleImage(
  values: { title_image: unknown; saved_title_image: unknown },
  errors: Record<string, string>,
): void {
  if (!values.title_image && !values.saved_title_image) errors.title_image ??= titleImageRequired;
}
