import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useRequestCode, type CodeDestination } from '@/api/account/request-code';
import { requestCodeSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { TranslatedMessage } from '@/utils/translated-message';
import { serverFormErrors } from '@/components/ui/server-form-errors';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { AuthForm, AuthMessage, EmailField, MobileField } from './auth-form-parts';

export type CodeChannel = 'phone' | 'email';

export interface CodeSent {
  channel: CodeChannel;
  destination: CodeDestination;
}

interface DestinationValues {
  value: string;
}

const fieldByChannel = { phone: 'number', email: 'email' } as const;

export function destinationFor(channel: CodeChannel, value: string): CodeDestination {
  return channel === 'phone' ? { number: value.trim() } : { email: value.trim() };
}

export interface CodeDestinationStepProps {
  onSent: (sent: CodeSent) => void;
}

/** Step 1 of code sign-in: a phone number or an email address, then `get-otp`. */
export function CodeDestinationStep({ onSent }: CodeDestinationStepProps) {
  const { t } = useSiteText();
  const idBase = useId();
  const requestCode = useRequestCode();
  const [channel, setChannel] = useState<CodeChannel>('phone');
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);

  const validate = async (values: DestinationValues) => {
    if (!values.value.trim()) {
      return {
        value: channel === 'phone' ? 'validation.phone_required' : 'validation.email_required',
      };
    }
    const errors = await validateWithSchema(
      requestCodeSchema,
      { [fieldByChannel[channel]]: values.value.trim() },
      'value',
    );
    const message = errors[fieldByChannel[channel]] ?? errors.value;
    return message ? { value: message } : {};
  };

  const handleSubmit = async (
    values: DestinationValues,
    helpers: FormikHelpers<DestinationValues>,
  ) => {
    setFormMessage(null);
    const destination = destinationFor(channel, values.value);
    try {
      await requestCode.mutateAsync(destination);
      onSent({ channel, destination });
    } catch (error) {
      const { fieldErrors, formMessage: message } = serverFormErrors(error);
      const fieldError = fieldErrors[fieldByChannel[channel]];
      if (fieldError) helpers.setErrors({ value: fieldError });
      setFormMessage(fieldError ? null : message);
    }
  };

  return (
    <Formik initialValues={{ value: '' }} validate={validate} onSubmit={handleSubmit}>
      {({ isSubmitting, resetForm }) => (
        <AuthForm isSubmitting={isSubmitting} submitLabel={t('auth.code.send')}>
          <SegmentedControl
            name={`${idBase}-channel`}
            legend={t('auth.code.channel_label')}
            options={[
              { value: 'phone', label: t('auth.code.by_phone') },
              { value: 'email', label: t('auth.code.by_email') },
            ]}
            value={channel}
            onChange={(next) => {
              setChannel(next);
              setFormMessage(null);
              resetForm();
            }}
          />
          <AuthMessage message={formMessage} />
          {channel === 'phone' ? (
            <MobileField key="phone" name="value" />
          ) : (
            <EmailField key="email" name="value" />
          )}
        </AuthForm>
      )}
    </Formik>
  );
}
