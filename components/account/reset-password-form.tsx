import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { useForgotPassword } from '@/api/account/forgot-password';
import { useResetPassword, type ResetPasswordInput } from '@/api/account/reset-password';
import {
  preloadPasswordStrength,
  resetPasswordSchema,
} from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import {
  CodeForm,
  NewPasswordFields,
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
        <CodeForm
          isSubmitting={isSubmitting}
          submitLabel={t('auth.forgot.save_password')}
          sentText={t('auth.forgot.code_sent', { email })}
          changeLabel={t('auth.code.change_destination')}
          onChange={onChangeEmail}
          message={message}
          onResend={resend}
        >
          <NewPasswordFields label={t('auth.fields.new_password')} />
        </CodeForm>
      )}
    </Formik>
  );
}
