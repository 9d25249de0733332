import { useField } from 'formik';
import { useId } from 'react';
import type { VerificationFormFieldDto } from '@/contracts/dto/agent-verification-dto';
import { useFieldError } from '@/components/ui/use-field-error';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import styles from './agent-verification.module.css';

export interface VerificationChoiceFieldProps {
  field: VerificationFormFieldDto;
  name: string;
  label: string;
  labelNote: string | null;
}

/**
 * A radio (one option) or checkbox (any options) field: a fieldset named by its legend, one
 * labelled input per option, the error announced through aria-describedby.
 */
export function VerificationChoiceField({
  field,
  name,
  label,
  labelNote,
}: VerificationChoiceFieldProps) {
  const isMultiple = field.field_type === 'checkbox';
  const [formikField, , helpers] = useField<string | string[]>(name);
  const error = useFieldError(name);
  const { choiceOf } = useCatalogueNames();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const current = formikField.value;
  const isChecked = (option: string) =>
    Array.isArray(current) ? current.includes(option) : current === option;
  const choose = (option: string, checked: boolean) => {
    const ticked = Array.isArray(current) ? current : [];
    if (!isMultiple) void helpers.setValue(option);
    else
      void helpers.setValue(
        checked ? [...ticked, option] : ticked.filter((item) => item !== option),
      );
  };
  return (
    <fieldset
      className={styles.choices}
      data-invalid={error ? 'true' : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>
        {label}
        {labelNote ? <span className={styles.labelNote}>{labelNote}</span> : null}
      </legend>
      {field.options.map((option, index) => (
        <label key={option} className={styles.choice} htmlFor={`${baseId}-${index}`}>
          <input
            id={`${baseId}-${index}`}
            type={isMultiple ? 'checkbox' : 'radio'}
            name={name}
            value={option}
            checked={isChecked(option)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => choose(option, event.target.checked)}
            onBlur={() => void helpers.setTouched(true)}
          />
          <span>
            {choiceOf({ type_values: field.options, translations: field.translations }, option)}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
