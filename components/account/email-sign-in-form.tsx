import { Formik, type FormikHelpers } from 'formik';
import Link from 'next/link';
import { useState } from 'react';
import { useSignIn } from '@/api/account/sign-in';
import { signInSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { PasswordField } from '@/components/ui/password-field';
import type { TranslatedMessage } from '@/utils/translated-message';
import { paths } from '@/utils/paths';
import styles from './auth-form.module.css';
import { serverFormErrors } from '@/components/ui/server-form-errors';
import { AuthForm, AuthMessage, EmailField } from './auth-form-parts';

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
        <AuthForm isSubmitting={isSubmitting} submitLabel={t('auth.sign_in.submit')}>
          <AuthMessage message={formMessage} />
          <EmailField />
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
        </AuthForm>
      )}
    </Formik>
  );
}
