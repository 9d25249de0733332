import { useField } from 'formik';
import { useSiteText } from '@/components/layout/use-site-text';
import { fieldMessageOfEnglish } from '@/contracts/field-error-english';
import { readFieldMessage } from '@/contracts/field-message';

/**
 * The translated error of a Formik field once the visitor has touched it (or submitted). Errors
 * are a schema's message (a translation key with its values, contracts/field-message.ts), a
 * translation key set by the form (a server code: 'errors.email_taken'), or a field error the
 * server answered in English: read back to its key (contracts/field-error-english.ts), or shown
 * as written.
 */
export function useFieldError(name: string): string | null {
  const [, meta] = useField<unknown>(name);
  const { t } = useSiteText();
  if (!meta.touched || typeof meta.error !== 'string' || meta.error === '') return null;
  const { key, vars } = readFieldMessage(meta.error) ??
    fieldMessageOfEnglish(meta.error) ?? { key: meta.error };
  return t(key, vars);
}
