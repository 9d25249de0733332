import type { ReactNode } from 'react';
import styles from './listing-filters.module.css';

/** One labelled field of a listing filter form. */
export function FilterField(props: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      {props.children}
    </div>
  );
}
