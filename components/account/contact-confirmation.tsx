import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useRequestContactCode, useVerifyContact } from '@/api/account/verify-contact';
import type { ContactCodeDto } from '@/contracts/dto/profile-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { OtpInput } from '@/components/ui/otp-input';
import { notify } from '@/utils/notify';
import { signInErrorMessageFor } from '@/contracts/sign-in-error-message';
import type { TranslatedMessage } from '@/utils/translated-message';
import authStyles from './auth-form.module.css';
import styles from './profile-form.module.css';
import { ResendCodeButton } from './resend-code-button';
import { resendWaitAfter } from './retry-after';
import { serverFormErrors } from '@/components/ui/server-form-errors';

export interface ContactConfirmationProps {
  code: ContactCodeDto;
  /** The change was made (or given up): the panel goes away. */
  onSettled: () => void;
}

const addressOf = (code: ContactCodeDto) =>
  code.field === 'email' ? { email: code.destination } : { mobile: code.destination };

/**
 * A new email or mobile waits for the code update_profile sent to it: the six digits,
 * `verify-contact`, and the profile shows the new address.
 */
export function ContactConfirmation({ code, onSettled }: ContactConfirmationProps) {
  const { t } = useSiteText();
  const verifyContact = useVerifyContact();
  const requestCode = useRequestContactCode();
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: TranslatedMessage }>();

  const handleSubmit = async (values: { otp: string }, helpers: FormikHelpers<{ otp: string }>) => {
    setMessage(undefined);
    try {
      await verifyContact.mutateAsync({ ...addressOf(code), otp: values.otp.trim() });
      void notify('success', t(`profile.contact.confirmed_${code.field}`), {
        toastId: `contact-confirmed-${code.field}`,
      });
      onSettled();
    } catch (error) {
      const { fieldErrors, formMessage } = serverFormErrors(error, {}, ['otp']);
      helpers.setErrors(fieldErrors);
      if (formMessage) setMessage({ tone: 'error', text: formMessage });
    }
  };

  const resend = async (): Promise<number | null> => {
    setMessage(undefined);
    try {
      await requestCode.mutateAsync(addressOf(code));
      setMessage({ tone: 'info', text: { key: 'auth.code.sent_again' } });
      return null;
    } catch (error) {
      setMessage({ tone: 'error', text: signInErrorMessageFor(error) });
      return resendWaitAfter(error);
    }
  };

  const validate = (values: { otp: string }) =>
    /^[0-9]{6}$/.test(values.otp.trim()) ? {} : { otp: 'validation.otp_digits' };

  return (
    <div className={styles.section}>
      <Formik initialValues={{ otp: '' }} validate={validate} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Form className={authStyles.form} method="post" noValidate>
            <FocusFirstError />
            <p className={authStyles.note}>
              {t(`profile.contact.code_sent_${code.field}`, { destination: code.destination })}
            </p>
            {message ? (
              <FormAlert tone={message.tone}>{t(message.text.key, message.text.vars)}</FormAlert>
            ) : null}
            <OtpInput name="otp" label={t('auth.fields.code')} />
            <div className={authStyles.row}>
              <Button type="submit" isBusy={isSubmitting}>
                {t('profile.contact.confirm')}
              </Button>
              <ResendCodeButton onResend={resend} />
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}
