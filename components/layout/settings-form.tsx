import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import type { AnySchema } from 'yup';
import { useSiteText } from './use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/utils/notify';
import type { TranslatedMessage } from '@/utils/translated-message';
import { settingsFormFailure } from './settings-form-failure';
import styles from './settings-form.module.css';

export interface SettingsFormProps<Values extends FormikValues> {
  initialValues: Values;
  /** The request's schema, shared with the server. */
  validationSchema: AnySchema;
  /** Sends the values (and may reset the form with what the server answered). */
  save: (values: Values, helpers: FormikHelpers<Values>) => Promise<unknown>;
  /** The form's accessible name. */
  label: string;
  submitText: string;
  /** The toast's id, so saving twice shows one toast. */
  toastId: string;
  /** What the toast says once saved; "Settings saved" by default. */
  savedText?: string;
  /** What stands above the fields: a heading, an intro, a notice. */
  intro?: ReactNode;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * A form of the console's settings: the fields in their sections and one Save; a failed save
 * puts field errors on their fields and anything else above them, and the first error gets
 * the focus.
 */
export function SettingsForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  save,
  label,
  submitText,
  toastId,
  savedText,
  intro,
  children,
}: SettingsFormProps<Values>) {
  const { t } = useSiteText();
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormMessage(null);
    try {
      await save(values, helpers);
      void notify('success', savedText ?? t('admin_settings.saved'), { toastId });
    } catch (error) {
      setFormMessage(settingsFormFailure(error, values, helpers));
    }
  };
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
      enableReinitialize
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} method="post" noValidate aria-label={label}>
          <FocusFirstError />
          {intro}
          {formMessage ? <FormAlert>{t(formMessage.key, formMessage.vars)}</FormAlert> : null}
          {children}
          <div className={styles.actions}>
            <Button type="submit" isBusy={isSubmitting}>
              {submitText}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
