import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { useForgotPassword } from '@/api/account/forgot-password';
import { useResetPassword, type ResetPasswordInput } from '@/api/account/reset-password';
import {
  preloadPasswordStrength,
  resetPasswordSchema,
} from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { OtpInput } from '@/components/ui/otp-input';
import { PasswordField } from '@/components/ui/password-field';
import { signInErrorMessageFor } from '@/contracts/sign-in-error-message';
import type { TranslatedMessage } from '@/utils/translated-message';
import styles from './auth-form.module.css';
import { ResendCodeButton } from './resend-code-button';
import { resendWaitAfter } from './retry-after';
import { serverFormErrors } from '@/components/ui/server-form-errors';

export interface ResetPasswordFormProps {
  email: string;
  onChangeEmail: () => void;
  onDone: () => void;
}

type Message = { tone: 'error' | 'info'; text: TranslatedMessage };

/** Step 2 of a password reset: the emailed code and the new password twice (`reset-password`). */
export function ResetPasswordForm({ email, onChangeEmail, onDone }: ResetPasswordFormProps) {
  const { t } = useSiteText();
  const resetPassword = useResetPassword();
  const forgotPassword = useForgotPassword();
  useEffect(preloadPasswordStrength, []);
  const [message, setMessage] = useState<Message | null>(null);
  const initialValues: ResetPasswordInput = { email, otp: '', password: '', re_password: '' };

  const handleSubmit = async (
    values: ResetPasswordInput,
    helpers: FormikHelpers<ResetPasswordInput>,
  ) => {
    setMessage(null);
    try {
      await resetPassword.mutateAsync({ ...values, email });
      onDone();
    } catch (error) {
      const { fieldErrors, formMessage } = serverFormErrors(error, {}, [
        'otp',
        'password',
        're_password',
      ]);
      helpers.setErrors(fieldErrors);
      if (formMessage) setMessage({ tone: 'error', text: formMessage });
    }
  };

  const resend = async (): Promise<number | null> => {
    setMessage(null);
    try {
      await forgotPassword.mutateAsync({ email });
      setMessage({ tone: 'info', text: { key: 'auth.code.sent_again' } });
      return null;
    } catch (error) {
      setMessage({ tone: 'error', text: signInErrorMessageFor(error) });
      return resendWaitAfter(error);
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={resetPasswordSchema}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} method="post" noValidate>
          <FocusFirstError />
          <p className={styles.note}>
            {t('auth.forgot.code_sent', { email })}{' '}
            <button type="button" className={styles.linkButton} onClick={onChangeEmail}>
              {t('auth.code.change_destination')}
            </button>
          </p>
          {message ? (
            <FormAlert tone={message.tone}>{t(message.text.key, message.text.vars)}</FormAlert>
          ) : null}
          <OtpInput name="otp" label={t('auth.fields.code')} autoFocus />
          <PasswordField
            name="password"
            label={t('auth.fields.new_password')}
            hint={t('auth.register.password_strength_hint')}
            autoComplete="new-password"
          />
          <PasswordField
            name="re_password"
            label={t('auth.fields.repeat_password')}
            autoComplete="new-password"
          />
          <Button type="submit" isBusy={isSubmitting} isFullWidth>
            {t('auth.forgot.save_password')}
          </Button>
          <div className={styles.row}>
            <span className={styles.note}>{t('auth.code.no_code')}</span>
            <ResendCodeButton onResend={resend} />
          </div>
        </Form>
      )}
    </Formik>
  );
}
