import { useField } from 'formik';
import { useId } from 'react';
import { verificationLimits } from '@/contracts/agent-verification-rules';
import { useSiteText } from '@/components/layout/use-site-text';
import { describedBy, FieldFrame, fieldIds } from '@/components/ui/field-frame';
import { useFieldError } from '@/components/ui/use-field-error';
import styles from './agent-verification.module.css';

export interface VerificationFileFieldProps {
  name: string;
  label: string;
  labelNote: string | null;
}

/** A file field: a labelled file input (JPEG, PNG or PDF), the chosen file's name shown. */
export function VerificationFileField({ name, label, labelNote }: VerificationFileFieldProps) {
  const { t } = useSiteText();
  const [field, , helpers] = useField<File | null>(name);
  const error = useFieldError(name);
  const ids = fieldIds(useId());
  return (
    <FieldFrame
      ids={ids}
      label={label}
      labelNote={labelNote}
      hint={t('verification.form.file_hint')}
      error={error}
    >
      <input
        id={ids.inputId}
        name={name}
        type="file"
        accept={verificationLimits.fileAccept}
        className={styles.fileInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, true, Boolean(error))}
        onChange={(event) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.files?.[0] ?? null);
        }}
      />
      {field.value ? (
        <p className={styles.fileName}>
          {t('verification.form.file_chosen', { name: field.value.name })}
        </p>
      ) : null}
    </FieldFrame>
  );
}
