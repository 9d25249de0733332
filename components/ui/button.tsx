import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Working: the button is disabled and shows a spinner; its label stays for screen readers. */
  isBusy?: boolean;
  isFullWidth?: boolean;
}

/** The site's button (the global .button styles), a plain `type="button"` unless told. */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    isBusy = false,
    isFullWidth = false,
    className,
    disabled,
    type = 'button',
    children,
    onMouseDown,
    ...rest
  } = props;
  // A submit button keeps the focus where it is when pressed: the field being left would
  // otherwise lose focus on mousedown, show its message, push the button down, and the click
  // (mousedown and mouseup on different elements) would never reach the button. The submit
  // itself validates every field.
  const keepFocus = (event: MouseEvent<HTMLButtonElement>) => {
    if (type === 'submit') event.preventDefault();
    onMouseDown?.(event);
  };
  const classes = [
    'button',
    styles.base,
    variant === 'danger' ? styles.danger : `button-${variant}`,
    isFullWidth ? styles.fullWidth : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      onMouseDown={keepFocus}
      {...rest}
    >
      {isBusy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
