import type { ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** The ids a field's parts refer to each other by. */
export function fieldIds(baseId: string): FieldIds {
  return { inputId: `${baseId}-input`, hintId: `${baseId}-hint`, errorId: `${baseId}-error` };
}

/** aria-describedby for an input: its hint and its error, when shown. */
export function describedBy(
  ids: FieldIds,
  hasHint: boolean,
  hasError: boolean,
): string | undefined {
  const parts = [hasHint ? ids.hintId : null, hasError ? ids.errorId : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error: string | null;
  /** Marks the label as optional or required (text shown after it). */
  labelNote?: ReactNode;
  children: ReactNode;
}

/** Label, control, hint and error message: the layout every form field shares. */
export function FieldFrame({ ids, label, hint, error, labelNote, children }: FieldFrameProps) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={ids.inputId}>
        {label}
        {labelNote ? <span className={styles.labelNote}>{labelNote}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
