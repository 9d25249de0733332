import { Form, Formik, useFormikContext, type FormikErrors, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useSavingForm, type SavingFormOptions } from '@/components/ui/use-saving-form';
import styles from './moderation.module.css';

export interface EditorFormProps<Values extends FormikValues> extends SavingFormOptions<Values> {
  initialValues: Values;
  /** The request's schema over the form's payload (`validateWithSchema`). */
  validate: (values: Values) => FormikErrors<Values> | Promise<FormikErrors<Values>>;
  /** The editor's fields. */
  children: ReactNode;
}

/**
 * The form of a console editor in a dialog (a category, a parameter, a facility, a form field):
 * its fields, the form's alert, then Cancel and Save; saving toasts, closes, or puts the
 * server's field errors on their fields.
 */
export function EditorForm<Values extends FormikValues>({
  initialValues,
  validate,
  children,
  ...saving
}: EditorFormProps<Values>) {
  const { t } = useSiteText();
  const { formError, onSubmit } = useSavingForm(saving);
  return (
    <Formik<Values> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form className={styles.rejectForm} noValidate>
          {children}
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <DialogFormButtons
            submitLabel={t('common.save')}
            submitVariant="primary"
            isBusy={isSubmitting}
            onCancel={saving.onDone}
            className={styles.dialogButtons}
          />
        </Form>
      )}
    </Formik>
  );
}

export interface ChoiceLinesFieldProps<Kind extends string> {
  name: string;
  /** The form's field that holds the kind (a select, a checkbox, …). */
  kindField: string;
  /** Whether a kind offers choices. */
  hasChoices: (kind: Kind) => boolean;
  label: string;
  hint: string;
}

/** The choices of a field whose kind offers them, one a line; hidden for other kinds. */
export function ChoiceLinesField<Kind extends string>({
  name,
  kindField,
  hasChoices,
  label,
  hint,
}: ChoiceLinesFieldProps<Kind>) {
  const { values } = useFormikContext<Record<string, unknown>>();
  if (!hasChoices(values[kindField] as Kind)) return null;
  return <TextField name={name} label={label} hint={hint} multiline rows={4} />;
}
