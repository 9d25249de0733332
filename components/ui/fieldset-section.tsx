import type { ReactNode } from 'react';
import styles from './fieldset-section.module.css';

/** One titled group of a long form's fields, laid out in the form's grid. */
export function FieldsetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}
