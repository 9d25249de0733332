import { Form, Formik, useFormikContext, type FormikErrors, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnySchema } from 'yup';
import { useSiteText } from '@/components/layout/use-site-text';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useSavingForm, type SavingFormOptions } from '@/components/ui/use-saving-form';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
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

/** How an editor's values become its request: the payload, and which of its fields are files. */
export interface RequestEditor<Values, Payload extends object> {
  /** The request's schema (contracts/requests), checked over the payload less its files. */
  schema: AnySchema;
  payload: (values: Values) => Payload;
  /** The payload's file fields, which the schema does not check (the server reads the bytes). */
  files?: readonly (keyof Payload)[];
  /** Where an error without a field goes. */
  fallbackField: string;
  send: (payload: Payload) => Promise<unknown>;
}

/** An editor's `validate` and `save` for a form whose values make a request's payload. */
export function requestEditor<Values, Payload extends object>({
  schema,
  payload,
  files = [],
  fallbackField,
  send,
}: RequestEditor<Values, Payload>) {
  return {
    validate: (values: Values) => {
      const fields = Object.entries(payload(values)).filter(
        ([name]) => !files.includes(name as keyof Payload),
      );
      return validateWithSchema(schema, Object.fromEntries(fields), fallbackField);
    },
    save: (values: Values) => send(payload(values)),
  };
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
