import { useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './field.module.css';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment' | 'multiline'>;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useSiteText();
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className={styles.adornment}
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {t(isShown ? 'ui.password.hide' : 'ui.password.show')}
        </button>
      }
    />
  );
}
