import { useField } from 'formik';
import { useId } from 'react';
import type { VerificationFormFieldDto } from '@/contracts/dto/agent-verification-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { describedBy, FieldFrame, fieldIds } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { useFieldError } from '@/components/ui/use-field-error';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';

export interface VerificationSelectFieldProps {
  field: VerificationFormFieldDto;
  name: string;
  label: string;
  labelNote: string | null;
}

/** A dropdown field: a labelled select with a "choose" first option. */
export function VerificationSelectField({
  field,
  name,
  label,
  labelNote,
}: VerificationSelectFieldProps) {
  const { t } = useSiteText();
  const [formikField] = useField<string>(name);
  const error = useFieldError(name);
  const ids = fieldIds(useId());
  const { choiceOf } = useCatalogueNames();
  return (
    <FieldFrame ids={ids} label={label} labelNote={labelNote} error={error}>
      <select
        id={ids.inputId}
        name={formikField.name}
        value={formikField.value ?? ''}
        onChange={formikField.onChange}
        onBlur={formikField.onBlur}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, false, Boolean(error))}
      >
        <option value="">{t('verification.form.choose')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {choiceOf({ type_values: field.options, translations: field.translations }, option)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
