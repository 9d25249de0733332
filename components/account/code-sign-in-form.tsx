import { useState } from 'react';
import { CodeDestinationStep, type CodeSent } from './code-destination-step';
import { CodeVerifyStep } from './code-verify-step';

/**
 * Sign in with a one-time code sent to a phone or an email address: the destination first,
 * then the code (with a resend countdown). A new phone or address creates the account.
 */
export function CodeSignInForm() {
  const [sent, setSent] = useState<CodeSent | null>(null);
  return sent ? (
    <CodeVerifyStep sent={sent} onChangeDestination={() => setSent(null)} />
  ) : (
    <CodeDestinationStep onSent={setSent} />
  );
}
