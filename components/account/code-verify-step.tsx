import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useRequestCode } from '@/api/account/request-code';
import { useVerifyCode } from '@/api/account/verify-code';
import type { VerifiedCodeDto } from '@/contracts/dto/profile-dto';
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
import { serverFormErrors } from '@/components/ui/server-form-errors';
import { validateWithSchema } from '@/components/ui/validate-with-schema';

interface CodeValues {
  otp: string;
}

export interface CodeVerifyStepProps {
  sent: CodeSent;
  onChangeDestination: () => void;
  /** What the ticket of a right code is for: signing in, creating the registered account … */
  onVerified: (ticket: VerifiedCodeDto) => Promise<void>;
  /** Sends the code again (get-otp by default). */
  onResend?: () => Promise<unknown>;
  /** The text above the code (the key's `{destination}` is filled in). */
  introKey?: string;
  changeLabelKey?: string;
  submitLabel: string;
}

/**
 * The six digits of a code sent to a phone or an email, checked with `verify-otp`; the ticket
 * of a right code goes to `onVerified`. A resend button counts down 60 seconds.
 */
export function CodeVerifyStep({
  sent,
  onChangeDestination,
  onVerified,
  onResend,
  introKey = 'auth.code.sent_to',
  changeLabelKey = 'auth.code.change_destination',
  submitLabel,
}: CodeVerifyStepProps) {
  const { t } = useSiteText();
  const verifyCode = useVerifyCode();
  const requestCode = useRequestCode();
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: TranslatedMessage }>();
  const shownDestination =
    'number' in sent.destination ? sent.destination.number : sent.destination.email;

  const validate = (values: CodeValues) =>
    validateWithSchema(verifyCodeSchema, { ...sent.destination, otp: values.otp }, 'otp');

  const handleSubmit = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    setMessage(undefined);
    try {
      await onVerified(await verifyCode.mutateAsync({ ...sent.destination, otp: values.otp }));
    } catch (error) {
      const { fieldErrors, formMessage } = serverFormErrors(error, {}, ['otp']);
      helpers.setErrors(fieldErrors);
      if (formMessage) setMessage({ tone: 'error', text: formMessage });
    }
  };

  const resend = async (): Promise<number | null> => {
    setMessage(undefined);
    try {
      await (onResend ? onResend() : requestCode.mutateAsync(sent.destination));
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
            {t(introKey, { destination: shownDestination, email: shownDestination })}{' '}
            <button type="button" className={styles.linkButton} onClick={onChangeDestination}>
              {t(changeLabelKey)}
            </button>
          </p>
          {message ? (
            <FormAlert tone={message.tone}>{t(message.text.key, message.text.vars)}</FormAlert>
          ) : null}
          <OtpInput name="otp" label={t('auth.fields.code')} autoFocus />
          <Button type="submit" isBusy={isSubmitting} isFullWidth>
            {submitLabel}
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
