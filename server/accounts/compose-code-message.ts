import type { CodeMessage } from '../email-and-sms/code-sender';
import type { CodeTarget } from './accounts-repository';
import { oneTimeCodeRules } from './one-time-code-rules';

/** What a code is for, in the words of its message. */
export type CodeWording = 'sign_in' | 'register' | 'reset_password' | 'confirm_contact';

const wordings: Readonly<Record<CodeWording, { subject: string; purpose: string }>> = {
  sign_in: { subject: 'Your {site} sign-in code', purpose: 'sign-in code' },
  register: {
    subject: 'Confirm your email for {site}',
    purpose: 'code to confirm your email and create your account',
  },
  reset_password: { subject: 'Reset your {site} password', purpose: 'password reset code' },
  confirm_contact: {
    subject: 'Confirm your new {site} contact details',
    purpose: 'code to confirm this address for your account',
  },
};

/** The email or text that carries a code, in the site's name. */
export function composeCodeMessage(
  target: CodeTarget,
  code: string,
  siteName: string,
  wording: CodeWording = target.purpose === 'sign_in_ticket' ? 'sign_in' : target.purpose,
): CodeMessage {
  const minutes = Math.round(oneTimeCodeRules.validSeconds / 60);
  const { subject, purpose } = wordings[wording];
  const text =
    `Your ${siteName} ${purpose} is ${code}. It expires in ${minutes} minutes. ` +
    `If you did not ask for it, you can ignore this message; never share the code.`;
  return {
    channel: target.channel,
    destination: target.destination,
    subject: subject.replace('{site}', siteName),
    text,
    code,
  };
}
