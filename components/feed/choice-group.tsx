import { Field, useField } from 'formik';
import { useId } from 'react';
import { useFieldError } from '@/components/ui/use-field-error';
import styles from './feed.module.css';

export interface ChoiceGroupProps {
  /** The Formik field (a list of checked values). */
  name: string;
  legend: string;
  choices: readonly { value: string; label: string }[];
}

/** Checkboxes sharing one Formik list field, with the field's error under them. */
export function ChoiceGroup({ name, legend, choices }: ChoiceGroupProps) {
  const errorId = useId();
  const [, meta] = useField<string[]>(name);
  const error = useFieldError(name);
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error && meta.touched ? 'true' : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checks}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.check}>
            <Field type="checkbox" name={name} value={choice.value} />
            <bdi>{choice.label}</bdi>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
