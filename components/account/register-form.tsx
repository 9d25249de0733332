import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useRegister, type RegisterInput } from '@/api/account/register';
import { registerSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import type { TranslatedMessage } from '@/utils/translated-message';
import styles from './auth-form.module.css';
import { serverFormErrors } from './server-form-errors';

const initialValues: RegisterInput = {
  name: '',
  email: '',
  mobile: '',
  password: '',
  re_password: '',
};

const fields = Object.keys(initialValues);

/** The registration form (`user-register`); success signs the new user in. */
export function RegisterForm() {
  const { t } = useSiteText();
  const register = useRegister();
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);

  const handleSubmit = async (values: RegisterInput, helpers: FormikHelpers<RegisterInput>) => {
    setFormMessage(null);
    try {
      await register.mutateAsync({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        mobile: values.mobile.trim(),
      });
    } catch (error) {
      const { fieldErrors, formMessage: message } = serverFormErrors(
        error,
        { email_taken: 'email', mobile_taken: 'mobile' },
        fields,
      );
      helpers.setErrors(fieldErrors);
      setFormMessage(message);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={registerSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form className={styles.form} method="post" noValidate>
          <FocusFirstError />
          {formMessage ? <FormAlert>{t(formMessage.key, formMessage.vars)}</FormAlert> : null}
          <TextField name="name" label={t('auth.fields.name')} autoComplete="name" />
          <TextField
            name="email"
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            name="mobile"
            type="tel"
            label={t('auth.fields.mobile')}
            hint={t('auth.code.phone_hint')}
            autoComplete="tel"
            inputMode="tel"
          />
          <PasswordField
            name="password"
            label={t('auth.fields.password')}
            hint={t('auth.register.password_hint')}
            autoComplete="new-password"
          />
          <PasswordField
            name="re_password"
            label={t('auth.fields.repeat_password')}
            autoComplete="new-password"
          />
          <Button type="submit" isBusy={isSubmitting} isFullWidth>
            {t('auth.register.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
