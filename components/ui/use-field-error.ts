import { useField } from 'formik';
import { useSiteText } from '@/components/layout/use-site-text';
import { validationMessage } from '@/utils/validation-message';

/**
 * The translated error of a Formik field once the visitor has touched it (or submitted). Errors
 * may be a schema's English message (see utils/validation-message.ts) or a translation key set
 * by the form (a server code: 'errors.email_taken').
 */
export function useFieldError(name: string): string | null {
  const [, meta] = useField<unknown>(name);
  const { t } = useSiteText();
  if (!meta.touched || typeof meta.error !== 'string' || meta.error === '') return null;
  const { key, vars } = validationMessage(meta.error);
  return t(key, vars);
}
