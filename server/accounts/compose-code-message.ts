import type { CodeMessage } from '../notifications/code-sender';
import type { CodeTarget } from './accounts-repository';
import { oneTimeCodeRules } from './one-time-code-rules';

/** The email or text that carries a code, in the site's name. */
export function composeCodeMessage(
  target: CodeTarget,
  code: string,
  siteName: string,
): CodeMessage {
  const minutes = Math.round(oneTimeCodeRules.validSeconds / 60);
  const isReset = target.purpose === 'reset_password';
  const subject = isReset ? `Reset your ${siteName} password` : `Your ${siteName} sign-in code`;
  const purpose = isReset ? 'password reset code' : 'sign-in code';
  const text =
    `Your ${siteName} ${purpose} is ${code}. It expires in ${minutes} minutes. ` +
    `If you did not ask for it, you can ignore this message; never share the code.`;
  return { channel: target.channel, destination: target.destination, subject, text, code };
}
