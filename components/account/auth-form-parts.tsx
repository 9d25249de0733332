import { Form, type FormikErrors, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { OtpInput } from '@/components/ui/otp-input';
import { PasswordField } from '@/components/ui/password-field';
import { serverFormErrors } from '@/components/ui/server-form-errors';
import { TextField } from '@/components/ui/text-field';
import type { TranslatedMessage } from '@/utils/translated-message';
import styles from './auth-form.module.css';
import { ResendCodeButton } from './resend-code-button';
import { resendWaitAfter } from './retry-after';
import { signInErrorMessageFor } from '@/contracts/sign-in-error-message';

/** A message over an account form: an error, or news ("a new code is on its way"). */
export interface AuthFormMessage {
  tone: 'error' | 'info';
  text: TranslatedMessage;
}

/**
 * An account form (inside its Formik): posted without the browser's checks, focus on the first
 * error, its fields (`children`), the full-width submit button, then what follows it (`after`).
 */
export function AuthForm({
  isSubmitting,
  submitLabel,
  children,
  after,
}: {
  isSubmitting: boolean;
  submitLabel: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Form className={styles.form} method="post" noValidate>
      <FocusFirstError />
      {children}
      <Button type="submit" isBusy={isSubmitting} isFullWidth>
        {submitLabel}
      </Button>
      {after}
    </Form>
  );
}

/** The form's message, when it has one (an error unless told). */
export function AuthMessage({ message }: { message: TranslatedMessage | AuthFormMessage | null }) {
  const { t } = useSiteText();
  if (!message) return null;
  const { tone, text } = 'text' in message ? message : { tone: undefined, text: message };
  return <FormAlert tone={tone}>{t(text.key, text.vars)}</FormAlert>;
}

/** An email address field (`hint` under it, when given). */
export function EmailField({ name = 'email', hint }: { name?: string; hint?: ReactNode }) {
  const { t } = useSiteText();
  return (
    <TextField
      name={name}
      type="email"
      label={t('auth.fields.email')}
      hint={hint}
      autoComplete="email"
      inputMode="email"
    />
  );
}

/** A mobile number field, with how to write it unless another `hint` is given. */
export function MobileField({ name = 'mobile', hint }: { name?: string; hint?: ReactNode }) {
  const { t } = useSiteText();
  return (
    <TextField
      name={name}
      type="tel"
      label={t('auth.fields.mobile')}
      hint={hint ?? t('auth.code.phone_hint')}
      autoComplete="tel"
      inputMode="tel"
    />
  );
}

/** A new password (with the strength hint) and its repetition. */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useSiteText();
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        hint={t('auth.register.password_strength_hint')}
        autoComplete="new-password"
      />
      <PasswordField
        name="re_password"
        label={t('auth.fields.repeat_password')}
        autoComplete="new-password"
      />
    </>
  );
}

/** Where the code went, with a way to change it. */
function CodeSentNote({
  text,
  changeLabel,
  onChange,
}: {
  text: string;
  changeLabel: string;
  onChange: () => void;
}) {
  return (
    <p className={styles.note}>
      {text}{' '}
      <button type="button" className={styles.linkButton} onClick={onChange}>
        {changeLabel}
      </button>
    </p>
  );
}

/** "No code?" with the button sending another. */
function ResendCodeRow({ onResend }: { onResend: () => Promise<number | null> }) {
  const { t } = useSiteText();
  return (
    <div className={styles.row}>
      <span className={styles.note}>{t('auth.code.no_code')}</span>
      <ResendCodeButton onResend={onResend} />
    </div>
  );
}

/**
 * Sends the code again and says so; on failure says why and answers how many seconds to wait
 * before another try (null: no wait).
 */
export async function resendCode(
  send: () => Promise<unknown>,
  setMessage: (message: AuthFormMessage | null) => void,
): Promise<number | null> {
  setMessage(null);
  try {
    await send();
    setMessage({ tone: 'info', text: { key: 'auth.code.sent_again' } });
    return null;
  } catch (error) {
    setMessage({ tone: 'error', text: signInErrorMessageFor(error) });
    return resendWaitAfter(error);
  }
}

/** A failed send: the server's errors on `fields` go to those fields, any other to the message. */
export function showServerErrors<V>(
  error: unknown,
  fields: readonly (keyof V & string)[],
  helpers: FormikHelpers<V>,
  setMessage: (message: AuthFormMessage | null) => void,
): void {
  const { fieldErrors, formMessage } = serverFormErrors(error, {}, fields);
  helpers.setErrors(fieldErrors as FormikErrors<V>);
  if (formMessage) setMessage({ tone: 'error', text: formMessage });
}

/**
 * A form asking for a code that was sent: where it went (with a way to change it), the form's
 * message, the code, any further fields (`children`), submit, then "No code?" with resend.
 */
export function CodeForm({
  isSubmitting,
  submitLabel,
  sentText,
  changeLabel,
  onChange,
  message,
  onResend,
  children,
}: {
  isSubmitting: boolean;
  submitLabel: string;
  sentText: string;
  changeLabel: string;
  onChange: () => void;
  message: AuthFormMessage | null;
  onResend: () => Promise<number | null>;
  children?: ReactNode;
}) {
  const { t } = useSiteText();
  return (
    <AuthForm
      isSubmitting={isSubmitting}
      submitLabel={submitLabel}
      after={<ResendCodeRow onResend={onResend} />}
    >
      <CodeSentNote text={sentText} changeLabel={changeLabel} onChange={onChange} />
      <AuthMessage message={message} />
      <OtpInput name="otp" label={t('auth.fields.code')} autoFocus />
      {children}
    </AuthForm>
  );
}
