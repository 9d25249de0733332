import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useRequestContactCode, useVerifyContact } from '@/api/account/verify-contact';
import type { ContactCodeDto } from '@/contracts/dto/profile-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { OtpInput } from '@/components/ui/otp-input';
import { notify } from '@/utils/notify';
import authStyles from './auth-form.module.css';
import styles from './profile-form.module.css';
import { ResendCodeButton } from './resend-code-button';
import { AuthMessage, resendCode, showServerErrors, type AuthFormMessage } from './auth-form-parts';

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
  const [message, setMessage] = useState<AuthFormMessage | null>(null);

  const handleSubmit = async (values: { otp: string }, helpers: FormikHelpers<{ otp: string }>) => {
    setMessage(null);
    try {
      await verifyContact.mutateAsync({ ...addressOf(code), otp: values.otp.trim() });
      void notify('success', t(`profile.contact.confirmed_${code.field}`), {
        toastId: `contact-confirmed-${code.field}`,
      });
      onSettled();
    } catch (error) {
      showServerErrors(error, ['otp'], helpers, setMessage);
    }
  };

  const resend = () => resendCode(() => requestCode.mutateAsync(addressOf(code)), setMessage);

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
            <AuthMessage message={message} />
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
