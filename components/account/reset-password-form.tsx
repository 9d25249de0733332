import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { useForgotPassword } from '@/api/account/forgot-password';
import { useResetPassword, type ResetPasswordInput } from '@/api/account/reset-password';
import {
  preloadPasswordStrength,
  resetPasswordSchema,
} from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { OtpInput } from '@/components/ui/otp-input';
import {
  AuthForm,
  AuthMessage,
  NewPasswordFields,
  CodeSentNote,
  ResendCodeRow,
  resendCode,
  showServerErrors,
  type AuthFormMessage,
} from './auth-form-parts';

export interface ResetPasswordFormProps {
  email: string;
  onChangeEmail: () => void;
  onDone: () => void;
}

/** Step 2 of a password reset: the emailed code and the new password twice (`reset-password`). */
export function ResetPasswordForm({ email, onChangeEmail, onDone }: ResetPasswordFormProps) {
  const { t } = useSiteText();
  const resetPassword = useResetPassword();
  const forgotPassword = useForgotPassword();
  useEffect(preloadPasswordStrength, []);
  const [message, setMessage] = useState<AuthFormMessage | null>(null);
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
      showServerErrors(error, ['otp', 'password', 're_password'], helpers, setMessage);
    }
  };

  const resend = () => resendCode(() => forgotPassword.mutateAsync({ email }), setMessage);

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={resetPasswordSchema}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting }) => (
        <AuthForm
          isSubmitting={isSubmitting}
          submitLabel={t('auth.forgot.save_password')}
          after={<ResendCodeRow onResend={resend} />}
        >
          <CodeSentNote
            text={t('auth.forgot.code_sent', { email })}
            changeLabel={t('auth.code.change_destination')}
            onChange={onChangeEmail}
          />
          <AuthMessage message={message} />
          <OtpInput name="otp" label={t('auth.fields.code')} autoFocus />
          <NewPasswordFields label={t('auth.fields.new_password')} />
        </AuthForm>
      )}
    </Formik>
  );
}
