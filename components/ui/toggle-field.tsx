import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

export interface ToggleFieldProps {
  /** The Formik field's name (a boolean). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** An on/off switch wired to Formik (a checkbox with the switch role). */
export function ToggleField({ name, label, hint }: ToggleFieldProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <div className={styles.toggle}>
      <input
        id={id}
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        type="checkbox"
        role="switch"
        className={styles.toggleInput}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
