import { useSaveVerificationFormField } from '@/api/agent-verification/save-verification-form-field';
import { verificationFieldTypes } from '@/contracts/agent-verification-rules';
import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import { saveVerificationFieldSchema } from '@/contracts/requests/agent-verification-requests';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { FieldTypeSelect } from './field-type-select';
import { ChoiceLinesField, EditorForm } from './editor-form';
import {
  editorValuesOf,
  hasOptions,
  toFieldPayload,
  type FieldEditorValues,
} from './verification-field-values';
import { labelAndHint } from '@/components/ui/label-and-hint';

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
  return (
    <EditorForm<FieldEditorValues>
      initialValues={editorValuesOf(field, nextRank)}
      validate={(values) =>
        validateWithSchema(
          saveVerificationFieldSchema,
          { ...toFieldPayload(values, field?.id) },
          'options',
        )
      }
      save={(values: FieldEditorValues) => save.mutateAsync(toFieldPayload(values, field?.id))}
      savedText={t('verification_form.saved')}
      onDone={onDone}
    >
      <TextField name="name" label={t('verification_form.name')} />
      <FieldTypeSelect
        name="field_type"
        label={t('verification_form.field_type')}
        types={verificationFieldTypes}
        typeLabel={(type) => t(`verification_form.type.${type}`)}
      />
      <ChoiceLinesField
        name="options"
        kindField="field_type"
        hasChoices={hasOptions}
        {...labelAndHint(t, 'verification_form.options')}
      />
      <TextField name="rank" {...labelAndHint(t, 'verification_form.rank')} inputMode="numeric" />
      <ToggleField name="is_required" label={t('verification_form.is_required')} />
      <ToggleField name="is_active" {...labelAndHint(t, 'verification_form.is_active')} />
    </EditorForm>
  );
}
