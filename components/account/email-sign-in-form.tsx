import { Form, Formik, type FormikHelpers } from 'formik';
import Link from 'next/link';
import { useState } from 'react';
import { useSignIn } from '@/api/account/sign-in';
import { signInSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import type { TranslatedMessage } from '@/utils/translated-message';
import { paths } from '@/utils/paths';
import styles from './auth-form.module.css';
import { serverFormErrors } from '@/components/ui/server-form-errors';

interface EmailSignInValues {
  logintype: 'email';
  email: string;
  password: string;
}

const initialValues: EmailSignInValues = { logintype: 'email', email: '', password: '' };

/**
 * Sign in with email and password (`user_signup`, logintype email). The forms say
 * method="post" so that a submit before JavaScript runs never puts a password in the URL.
 */
export function EmailSignInForm() {
  const { t } = useSiteText();
  const signIn = useSignIn();
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);

  const handleSubmit = async (
    values: EmailSignInValues,
    helpers: FormikHelpers<EmailSignInValues>,
  ) => {
    setFormMessage(null);
    try {
      await signIn.mutateAsync({
        logintype: 'email',
        email: values.email.trim(),
        password: values.password,
      });
    } catch (error) {
      const { fieldErrors, formMessage: message } = serverFormErrors(error, {}, [
        'email',
        'password',
      ]);
      helpers.setErrors(fieldErrors);
      setFormMessage(message);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={signInSchema} onSubmit={handleSubmit}>
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
          <PasswordField
            name="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
          />
          <div className={styles.row}>
            <Link href={paths.forgotPassword()} prefetch={false} className={styles.smallLink}>
              {t('auth.sign_in.forgot_password')}
            </Link>
          </div>
          <Button type="submit" isBusy={isSubmitting} isFullWidth>
            {t('auth.sign_in.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
