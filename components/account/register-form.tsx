import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import {
  useRegister,
  useRequestRegistrationCode,
  type RegisterInput,
} from '@/api/account/register';
import type { VerifiedCodeDto } from '@/contracts/dto/profile-dto';
import { preloadPasswordStrength, registerSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import type { TranslatedMessage } from '@/utils/translated-message';
import { CodeVerifyStep } from './code-verify-step';
import { serverFormErrors } from '@/components/ui/server-form-errors';
import {
  AuthForm,
  AuthMessage,
  EmailField,
  MobileField,
  NewPasswordFields,
} from './auth-form-parts';

const emptyValues: RegisterInput = {
  name: '',
  email: '',
  mobile: '',
  password: '',
  re_password: '',
};

const fields = Object.keys(emptyValues);

const trimmed = (values: RegisterInput): RegisterInput => ({
  ...values,
  name: values.name.trim(),
  email: values.email.trim(),
  mobile: values.mobile.trim(),
});

/**
 * Registration (`user-register`) in two steps: the details, which send a code to the email, then
 * that code (`verify-otp`), whose ticket creates the account and signs the new user in.
 */
export function RegisterForm() {
  const { t } = useSiteText();
  const requestCode = useRequestRegistrationCode();
  const register = useRegister();
  const [details, setDetails] = useState<RegisterInput>(emptyValues);
  const [codeSentFor, setCodeSentFor] = useState<RegisterInput | null>(null);
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);

  useEffect(preloadPasswordStrength, []);

  const handleSubmit = async (values: RegisterInput, helpers: FormikHelpers<RegisterInput>) => {
    setFormMessage(null);
    const input = trimmed(values);
    try {
      await requestCode.mutateAsync(input);
      setDetails(values);
      setCodeSentFor(input);
    } catch (error) {
      const { fieldErrors, formMessage: message } = serverFormErrors(error, {}, fields);
      helpers.setErrors(fieldErrors);
      setFormMessage(message);
    }
  };

  if (codeSentFor) {
    const createAccount = async (ticket: VerifiedCodeDto) => {
      await register.mutateAsync({ ...codeSentFor, auth_id: ticket.auth_id });
    };
    return (
      <CodeVerifyStep
        sent={{ channel: 'email', destination: { email: codeSentFor.email } }}
        onChangeDestination={() => setCodeSentFor(null)}
        onVerified={createAccount}
        onResend={() => requestCode.mutateAsync(codeSentFor)}
        introKey="auth.register.code_sent"
        changeLabelKey="auth.register.change_details"
        submitLabel={t('auth.register.verify')}
      />
    );
  }

  return (
    <Formik initialValues={details} validationSchema={registerSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <AuthForm isSubmitting={isSubmitting} submitLabel={t('auth.register.submit')}>
          <AuthMessage message={formMessage} />
          <TextField name="name" label={t('auth.fields.name')} autoComplete="name" />
          <EmailField />
          <MobileField />
          <NewPasswordFields label={t('auth.fields.password')} />
        </AuthForm>
      )}
    </Formik>
  );
}
