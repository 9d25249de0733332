import type { FormikErrors, FormikHelpers } from 'formik';
import { serverFormErrors } from '@/components/ui/server-form-errors';
import type { TranslatedMessage } from '@/utils/translated-message';

/**
 * A failed save: field errors onto their fields, anything else (password_required, a code the
 * form cannot place) as the form's message.
 */
export function settingsFormFailure<Values extends object>(
  error: unknown,
  values: Values,
  helpers: FormikHelpers<Values>,
): TranslatedMessage {
  const { fieldErrors, formMessage } = serverFormErrors(error, {}, Object.keys(values));
  helpers.setErrors(fieldErrors as FormikErrors<Values>);
  return formMessage ?? { key: 'admin_settings.fix_fields' };
}
