import { getIn } from 'formik';
import { useCallback, useRef } from 'react';
import { serverFormErrors } from '@/components/ui/server-form-errors';
import type { TranslatedMessage } from '@/utils/translated-message';

/**
 * A failed save's field errors, by the form's own field names: `fieldOf` turns a request path
 * into the form field, and only fields a step shows (`isShown`) are kept. `formMessage` is for
 * a failure no field can carry.
 */
export function placeServerErrors(
  error: unknown,
  fieldOf: (path: string) => string,
  isShown: (field: string) => boolean,
): { placed: Record<string, string>; formMessage: TranslatedMessage | null } {
  const { fieldErrors, formMessage } = serverFormErrors(error);
  const placed: Record<string, string> = {};
  for (const [path, text] of Object.entries(fieldErrors)) {
    const field = fieldOf(path);
    if (isShown(field)) placed[field] ??= text;
  }
  return { placed, formMessage };
}

/**
 * The server's field errors with the value each was about, shown until that value changes
 * (the shared schema cannot know "this slug is taken"). `remember` after a failed save;
 * `withServerErrors` inside the form's validate.
 */
export function useServerFieldErrors() {
  const remembered = useRef<Record<string, { message: string; value: unknown }>>({});
  const remember = useCallback((values: object, placed: Readonly<Record<string, string>>) => {
    remembered.current = Object.fromEntries(
      Object.entries(placed).map(([field, message]) => [
        field,
        { message, value: getIn(values, field) as unknown },
      ]),
    );
  }, []);
  const withServerErrors = useCallback((values: object, errors: Record<string, string>) => {
    for (const [field, { message, value }] of Object.entries(remembered.current)) {
      if (getIn(values, field) === value) errors[field] ??= message;
      else delete remembered.current[field];
    }
    return errors;
  }, []);
  return { remember, withServerErrors };
}
