import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useForgotPassword } from '@/api/account/forgot-password';
import { forgotPasswordSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import type { TranslatedMessage } from '@/utils/translated-message';
import { serverFormErrors } from '@/components/ui/server-form-errors';
import { AuthForm, AuthMessage, EmailField } from './auth-form-parts';

export interface ForgotPasswordRequestFormProps {
  onSent: (email: string) => void;
}

/** Step 1 of a password reset: the account's email address (`forgot-password`). */
export function ForgotPasswordRequestForm({ onSent }: ForgotPasswordRequestFormProps) {
  const { t } = useSiteText();
  const forgotPassword = useForgotPassword();
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);

  const handleSubmit = async (
    values: { email: string },
    helpers: FormikHelpers<{ email: string }>,
  ) => {
    setFormMessage(null);
    const email = values.email.trim();
    try {
      await forgotPassword.mutateAsync({ email });
      onSent(email);
    } catch (error) {
      const { fieldErrors, formMessage: message } = serverFormErrors(error, {}, ['email']);
      helpers.setErrors(fieldErrors);
      setFormMessage(message);
    }
  };

  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordSchema}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting }) => (
        <AuthForm isSubmitting={isSubmitting} submitLabel={t('auth.forgot.send_code')}>
          <AuthMessage message={formMessage} />
          <EmailField />
        </AuthForm>
      )}
    </Formik>
  );
}
