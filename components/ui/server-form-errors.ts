import { isApiError } from '@/api/api-error';
import { signInErrorMessageFor } from '@/contracts/sign-in-error-message';
import type { TranslatedMessage } from '@/utils/translated-message';

/** Codes that belong to one field of the form: `{ email_taken: 'email' }`. */
export type FieldsByCode = Readonly<Partial<Record<string, string>>>;

export interface ServerFormErrors {
  /** Field name → error (a translation key or the server's message), for Formik's setErrors. */
  fieldErrors: Record<string, string>;
  /** A message about the whole form, when no field can carry it. */
  formMessage: TranslatedMessage | null;
}

/** Codes whose field messages are the field's own ("too long"); others are the code's sentence. */
const genericFieldCodes = new Set(['validation_failed', 'bad_request']);

/**
 * Splits a failed account call into field errors and a form message. A code tied to a field
 * (email_taken) marks that field; a specific code with field errors (invalid_code on otp)
 * marks those fields with the code's sentence; plain validation errors keep their messages.
 */
export function serverFormErrors(
  error: unknown,
  fieldsByCode: FieldsByCode = {},
  knownFields: readonly string[] = [],
): ServerFormErrors {
  if (!isApiError(error)) return { fieldErrors: {}, formMessage: signInErrorMessageFor(error) };
  const field = fieldsByCode[error.code];
  if (field) return { fieldErrors: { [field]: `errors.${error.code}` }, formMessage: null };

  const fieldErrors: Record<string, string> = {};
  for (const [name, message] of Object.entries(error.fieldErrors ?? {})) {
    if (knownFields.length > 0 && !knownFields.includes(name)) continue;
    fieldErrors[name] = genericFieldCodes.has(error.code) ? message : `errors.${error.code}`;
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formMessage: null };
  return { fieldErrors: {}, formMessage: signInErrorMessageFor(error) };
}
