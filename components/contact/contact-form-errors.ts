import { isApiError } from '@/api/api-error';

/** The contact form's fields that can carry a server's field error. */
export const contactFormFields = [
  'first_name',
  'last_name',
  'email',
  'subject',
  'message',
] as const;

export interface ContactFormFailure {
  /** Field → the schema's English message (fields translate it). */
  fieldErrors: Record<string, string>;
  /** Translation key of a message about the whole form, when no field carries it. */
  formMessageKey: string | null;
}

/** A failed `contct_us`: field errors where the server named fields, else the code's sentence. */
export function contactFormFailure(error: unknown): ContactFormFailure {
  if (!isApiError(error)) return { fieldErrors: {}, formMessageKey: 'errors.internal_error' };
  const fieldErrors: Record<string, string> = {};
  for (const [name, message] of Object.entries(error.fieldErrors ?? {})) {
    if ((contactFormFields as readonly string[]).includes(name)) fieldErrors[name] = message;
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formMessageKey: null };
  return { fieldErrors: {}, formMessageKey: `errors.${error.code}` };
}
