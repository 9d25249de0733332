import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useForgotPassword } from '@/api/account/forgot-password';
import { forgotPasswordSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import type { TranslatedMessage } from '@/utils/translated-message';
import styles from './auth-form.module.css';
import { serverFormErrors } from '@/components/ui/server-form-errors';

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
        <Form className={styles.form} method="post" noValidate>
          <FocusFirstError />
          {formMessage ? <FormAlert>{t(formMessage.key, formMessage.vars)}</FormAlert> : null}
          <TextField
            name="email"
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            inputMode="email"
          />
          <Button type="submit" isBusy={isSubmitting} isFullWidth>
            {t('auth.forgot.send_code')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
