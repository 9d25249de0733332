import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

export interface FormAlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** A message about the whole form: errors are alerts, the rest polite status updates. */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  return (
    <div className={styles.alert} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
