import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useSignIn } from '@/api/account/sign-in';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import type { TranslatedMessage } from '@/utils/translated-message';
import styles from './auth-form.module.css';
import type { CodeChannel } from './code-destination-step';
import { serverFormErrors } from '@/components/ui/server-form-errors';

/** The `name` rule of signInSchema, required here: a new account is never "New user". */
const nameSchema = object({
  name: string().trim().required('validation.name_required').max(100, 'validation.name_too_long'),
});

export interface NewAccountNameStepProps {
  channel: CodeChannel;
  /** verify-otp's ticket; user_signup keeps it usable until the account is created. */
  ticket: string;
}

/** After the code of an address with no account: the name, then `user_signup` creates it. */
export function NewAccountNameStep({ channel, ticket }: NewAccountNameStepProps) {
  const { t } = useSiteText();
  const signIn = useSignIn();
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);

  const handleSubmit = async (
    values: { name: string },
    helpers: FormikHelpers<{ name: string }>,
  ) => {
    setFormMessage(null);
    try {
      await signIn.mutateAsync({
        logintype: channel === 'phone' ? 'phone' : 'email_code',
        auth_id: ticket,
        name: values.name.trim(),
      });
    } catch (error) {
      const { fieldErrors, formMessage: message } = serverFormErrors(error, {}, ['name']);
      helpers.setErrors(fieldErrors);
      setFormMessage(message);
    }
  };

  return (
    <Formik initialValues={{ name: '' }} validationSchema={nameSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form className={styles.form} method="post" noValidate>
          <FocusFirstError />
          <div>
            <p className={styles.stepTitle}>{t('auth.code.new_account_title')}</p>
            <p className={styles.note}>{t('auth.code.new_account_intro')}</p>
          </div>
          {formMessage ? <FormAlert>{t(formMessage.key, formMessage.vars)}</FormAlert> : null}
          <TextField name="name" label={t('auth.fields.name')} autoComplete="name" autoFocus />
          <Button type="submit" isBusy={isSubmitting} isFullWidth>
            {t('auth.code.create_account')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
