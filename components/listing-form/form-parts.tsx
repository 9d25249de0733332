import { useField } from 'formik';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { describedBy, FieldFrame, fieldIds } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { useFieldError } from '@/components/ui/use-field-error';
import styles from './listing-form.module.css';

/** A titled group of fields inside a step. */
export function FormSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  /** The Formik field's name; its error is shown here unless `errorName` says otherwise. */
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose …"). */
  placeholder: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Another field whose error this select shows (a country select shows `country`'s). */
  errorName?: string;
  /** Called instead of setting the value (a choice that fills other fields too). */
  onChoose?: (value: string) => void;
}

/** A native select wired to Formik, labelled, with its hint and error like TextField. */
export function SelectField(props: SelectFieldProps) {
  const { name, label, options, placeholder, hint, disabled, errorName, onChoose } = props;
  const [field, , helpers] = useField<string>(name);
  const ownError = useFieldError(name);
  const otherError = useFieldError(errorName ?? name);
  const error = errorName ? (otherError ?? ownError) : ownError;
  const ids = fieldIds(useId());
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (onChoose) onChoose(event.target.value);
    else void helpers.setValue(event.target.value);
  };
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <select
        id={ids.inputId}
        name={field.name}
        value={field.value ?? ''}
        onChange={handleChange}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
        className={`${fieldStyles.control} ${styles.select}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** "42 / 160": a live count under a text field; `tone` colours it. */
export function CharacterCount({
  text,
  tone = 'muted',
}: {
  text: string;
  tone?: 'muted' | 'warning' | 'error';
}) {
  return (
    <span className={styles.count} data-tone={tone} aria-live="polite">
      {text}
    </span>
  );
}
