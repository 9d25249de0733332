import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useSignIn } from '@/api/account/sign-in';
import type { VerifiedCodeDto } from '@/contracts/dto/profile-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { CodeDestinationStep, type CodeSent } from './code-destination-step';
import { CodeVerifyStep } from './code-verify-step';
import { NewAccountNameStep } from './new-account-name-step';

/**
 * Sign in with a one-time code sent to a phone or an email address: the destination first,
 * then the code (with a resend countdown). A phone or address without an account then asks for
 * the name of the account it creates.
 */
export function CodeSignInForm() {
  const { t } = useSiteText();
  const signIn = useSignIn();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [newAccountTicket, setNewAccountTicket] = useState<string | null>(null);

  if (!sent) return <CodeDestinationStep onSent={setSent} />;
  if (newAccountTicket)
    return <NewAccountNameStep channel={sent.channel} ticket={newAccountTicket} />;

  const signInWith = async (ticket: VerifiedCodeDto) => {
    if (ticket.is_new_account) {
      setNewAccountTicket(ticket.auth_id);
      return;
    }
    const logintype = sent.channel === 'phone' ? 'phone' : 'email_code';
    try {
      await signIn.mutateAsync({ logintype, auth_id: ticket.auth_id });
    } catch (error) {
      // The account went away meanwhile: the ticket still works for a new one, with a name.
      if (isApiError(error) && error.fieldErrors?.name) setNewAccountTicket(ticket.auth_id);
      else throw error;
    }
  };

  return (
    <CodeVerifyStep
      sent={sent}
      onChangeDestination={() => setSent(null)}
      onVerified={signInWith}
      submitLabel={t('auth.code.verify')}
    />
  );
}
