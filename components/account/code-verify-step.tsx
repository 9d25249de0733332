import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useRequestCode } from '@/api/account/request-code';
import { useVerifyCode } from '@/api/account/verify-code';
import type { VerifiedCodeDto } from '@/contracts/dto/profile-dto';
import { verifyCodeSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import type { CodeSent } from './code-destination-step';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { CodeForm, resendCode, showServerErrors, type AuthFormMessage } from './auth-form-parts';

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
  const [message, setMessage] = useState<AuthFormMessage | null>(null);
  const shownDestination =
    'number' in sent.destination ? sent.destination.number : sent.destination.email;

  const validate = (values: CodeValues) =>
    validateWithSchema(verifyCodeSchema, { ...sent.destination, otp: values.otp }, 'otp');

  const handleSubmit = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    setMessage(null);
    try {
      await onVerified(await verifyCode.mutateAsync({ ...sent.destination, otp: values.otp }));
    } catch (error) {
      showServerErrors(error, ['otp'], helpers, setMessage);
    }
  };

  const resend = () =>
    resendCode(
      () => (onResend ? onResend() : requestCode.mutateAsync(sent.destination)),
      setMessage,
    );

  return (
    <Formik initialValues={{ otp: '' }} validate={validate} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <CodeForm
          isSubmitting={isSubmitting}
          submitLabel={submitLabel}
          sentText={t(introKey, { destination: shownDestination, email: shownDestination })}
          changeLabel={t(changeLabelKey)}
          onChange={onChangeDestination}
          message={message}
          onResend={resend}
        />
      )}
    </Formik>
  );
}
