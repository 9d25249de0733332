import type { FormikErrors, FormikHelpers, FormikValues } from 'formik';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useSiteText } from '@/components/layout/use-site-text';
import { notify } from '@/utils/notify';
import { apiErrorText } from './api-error-text';

export interface SavingFormOptions<Values> {
  /** Sends the form (a mutation's `mutateAsync` with the form's payload). */
  save: (values: Values) => Promise<unknown>;
  /** The toast's sentence once saved. */
  savedText: string;
  /** What happens once saved (the editor closes). */
  onDone: () => void;
}

/**
 * The submit of an editor's form (a category, a parameter, a form field): send it, toast the
 * sentence and close; the server's field errors go back on their fields, anything else into
 * the form's alert (`formError`).
 */
export function useSavingForm<Values extends FormikValues>({
  save,
  savedText,
  onDone,
}: SavingFormOptions<Values>) {
  const { t } = useSiteText();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormError(null);
    try {
      await save(values);
      void notify('success', savedText);
      onDone();
    } catch (error) {
      // The server names the request's fields, which are the form's.
      if (isApiError(error) && error.fieldErrors) {
        helpers.setErrors(error.fieldErrors as FormikErrors<Values>);
      } else setFormError(apiErrorText(error, t));
    }
  };
  return { formError, onSubmit };
}
