import { useSavingForm } from '@/components/ui/use-saving-form';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { Form, Formik, useFormikContext } from 'formik';
import { useSaveVerificationFormField } from '@/api/agent-verification/save-verification-form-field';
import { verificationFieldTypes } from '@/contracts/agent-verification-rules';
import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import { saveVerificationFieldSchema } from '@/contracts/requests/agent-verification-requests';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { useSiteText } from '@/components/layout/use-site-text';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { FieldTypeSelect } from './field-type-select';
import styles from './moderation.module.css';
import {
  editorValuesOf,
  hasOptions,
  toFieldPayload,
  type FieldEditorValues,
} from './verification-field-values';

function OptionsField() {
  const { t } = useSiteText();
  const { values } = useFormikContext<FieldEditorValues>();
  if (!hasOptions(values.field_type)) return null;
  return (
    <TextField
      name="options"
      label={t('verification_form.options')}
      hint={t('verification_form.options_hint')}
      multiline
      rows={4}
    />
  );
}

export interface VerificationFieldEditorProps {
  /** The field to change; null to add one. */
  field: VerificationFormFieldAdminDto | null;
  nextRank: number;
  onDone: () => void;
}

/** Adds or changes a field of the verification form. */
export function VerificationFieldEditor({ field, nextRank, onDone }: VerificationFieldEditorProps) {
  const { t } = useSiteText();
  const save = useSaveVerificationFormField();
  const { formError, onSubmit } = useSavingForm({
    save: (values: FieldEditorValues) => save.mutateAsync(toFieldPayload(values, field?.id)),
    savedText: t('verification_form.saved'),
    onDone,
  });
  return (
    <Formik<FieldEditorValues>
      initialValues={editorValuesOf(field, nextRank)}
      validate={(values) =>
        validateWithSchema(
          saveVerificationFieldSchema,
          { ...toFieldPayload(values, field?.id) },
          'options',
        )
      }
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form className={styles.rejectForm} noValidate>
          <TextField name="name" label={t('verification_form.name')} />
          <FieldTypeSelect
            name="field_type"
            label={t('verification_form.field_type')}
            types={verificationFieldTypes}
            typeLabel={(type) => t(`verification_form.type.${type}`)}
          />
          <OptionsField />
          <TextField
            name="rank"
            label={t('verification_form.rank')}
            hint={t('verification_form.rank_hint')}
            inputMode="numeric"
          />
          <ToggleField name="is_required" label={t('verification_form.is_required')} />
          <ToggleField
            name="is_active"
            label={t('verification_form.is_active')}
            hint={t('verification_form.is_active_hint')}
          />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <DialogFormButtons
            submitLabel={t('common.save')}
            submitVariant="primary"
            isBusy={isSubmitting}
            onCancel={onDone}
            className={styles.dialogButtons}
          />
        </Form>
      )}
    </Formik>
  );
}
