import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useRequestCode } from '@/api/account/request-code';
import { useSignIn } from '@/api/account/sign-in';
import { useVerifyCode } from '@/api/account/verify-code';
import { verifyCodeSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { OtpInput } from '@/components/ui/otp-input';
import { signInErrorMessageFor } from '@/contracts/sign-in-error-message';
import type { TranslatedMessage } from '@/utils/translated-message';
import styles from './auth-form.module.css';
import type { CodeSent } from './code-destination-step';
import { ResendCodeButton } from './resend-code-button';
import { resendWaitAfter } from './retry-after';
import { serverFormErrors } from './server-form-errors';
import { validateWithSchema } from './validate-with-schema';

interface CodeValues {
  otp: string;
}

export interface CodeVerifyStepProps {
  sent: CodeSent;
  onChangeDestination: () => void;
}

/** Step 2 of code sign-in: the six digits, `verify-otp`, then `user_signup` with the ticket. */
export function CodeVerifyStep({ sent, onChangeDestination }: CodeVerifyStepProps) {
  const { t } = useSiteText();
  const verifyCode = useVerifyCode();
  const signIn = useSignIn();
  const requestCode = useRequestCode();
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: TranslatedMessage }>();
  const shownDestination =
    'number' in sent.destination ? sent.destination.number : sent.destination.email;

  const validate = (values: CodeValues) =>
    validateWithSchema(verifyCodeSchema, { ...sent.destination, otp: values.otp }, 'otp');

  const handleSubmit = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    setMessage(undefined);
    try {
      const ticket = await verifyCode.mutateAsync({ ...sent.destination, otp: values.otp });
      await signIn.mutateAsync({
        logintype: sent.channel === 'phone' ? 'phone' : 'email_code',
        auth_id: ticket.auth_id,
      });
    } catch (error) {
      const { fieldErrors, formMessage } = serverFormErrors(error, {}, ['otp']);
      helpers.setErrors(fieldErrors);
      if (formMessage) setMessage({ tone: 'error', text: formMessage });
    }
  };

  const resend = async (): Promise<number | null> => {
    setMessage(undefined);
    try {
      await requestCode.mutateAsync(sent.destination);
      setMessage({ tone: 'info', text: { key: 'auth.code.sent_again' } });
      return null;
    } catch (error) {
      setMessage({ tone: 'error', text: signInErrorMessageFor(error) });
      return resendWaitAfter(error);
    }
  };

  return (
    <Formik initialValues={{ otp: '' }} validate={validate} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form className={styles.form} method="post" noValidate>
          <FocusFirstError />
          <p className={styles.note}>
            {t('auth.code.sent_to', { destination: shownDestination })}{' '}
            <button type="button" className={styles.linkButton} onClick={onChangeDestination}>
              {t('auth.code.change_destination')}
            </button>
          </p>
          {message ? (
            <FormAlert tone={message.tone}>{t(message.text.key, message.text.vars)}</FormAlert>
          ) : null}
          <OtpInput name="otp" label={t('auth.fields.code')} autoFocus />
          <Button type="submit" isBusy={isSubmitting} isFullWidth>
            {t('auth.code.verify')}
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
