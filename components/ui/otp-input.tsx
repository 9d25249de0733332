import type { ReactNode } from 'react';
import { otpLength } from '@/contracts/requests/account-requests';
import styles from './field.module.css';
import { TextField } from './text-field';

export interface OtpInputProps {
  /** The Formik field's name. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Number of digits (6 by default). */
  length?: number;
  autoFocus?: boolean;
}

/**
 * A one-time code input: digits only, numeric keyboard on phones, and the code from an SMS or
 * email offered by the browser (autocomplete="one-time-code").
 */
export function OtpInput({ name, label, hint, length = otpLength, autoFocus }: OtpInputProps) {
  return (
    <div className={styles.otp}>
      <TextField
        name={name}
        label={label}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${length}}`}
        maxLength={length}
        autoFocus={autoFocus}
        transformValue={(raw) => raw.replace(/\D/g, '').slice(0, length)}
      />
    </div>
  );
}
