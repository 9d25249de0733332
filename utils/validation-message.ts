import type { TranslatedMessage } from './sign-in-error-message';

/**
 * The request schemas in contracts/ carry English messages (the server answers them as field
 * errors too). Forms show them through these translation keys; a message not listed here is
 * shown as written.
 */
const exactMessages: Readonly<Record<string, string>> = {
  'Enter your name': 'validation.name_required',
  'The name is too long': 'validation.name_too_long',
  'Enter your email address': 'validation.email_required',
  'Enter a valid email address': 'validation.email_invalid',
  'The email address is too long': 'validation.email_too_long',
  'Enter your phone number': 'validation.phone_required',
  'Enter a valid phone number': 'validation.phone_invalid',
  'Choose a password': 'validation.password_required',
  'Choose a new password': 'validation.password_required',
  'Enter your password': 'validation.password_enter',
  'The password is too long': 'validation.password_too_long',
  'Repeat the password': 'validation.password_repeat',
  'The passwords do not match': 'validation.passwords_match',
  'Enter the code': 'validation.otp_required',
  'The code has 6 digits': 'validation.otp_digits',
  'Enter a phone number or an email address': 'validation.destination_required',
  'Enter a web address starting with https:// or a user name': 'validation.social_link',
  'Latitude must be a number': 'validation.latitude_invalid',
  'Latitude is between -90 and 90': 'validation.latitude_invalid',
  'Longitude must be a number': 'validation.longitude_invalid',
  'Longitude is between -180 and 180': 'validation.longitude_invalid',
};

const patternMessages: ReadonlyArray<{
  pattern: RegExp;
  toMessage: (match: RegExpMatchArray) => TranslatedMessage;
}> = [
  {
    pattern: /^The password needs at least (\d+) characters$/,
    toMessage: (match) => ({ key: 'validation.password_min', vars: { min: match[1] ?? '' } }),
  },
  {
    pattern: /^At most (\d+) characters$/,
    toMessage: (match) => ({ key: 'validation.max_length', vars: { max: match[1] ?? '' } }),
  },
];

/** The translation key for a validation message, or the message itself as the key. */
export function validationMessage(message: string): TranslatedMessage {
  const exact = exactMessages[message];
  if (exact) return { key: exact };
  for (const { pattern, toMessage } of patternMessages) {
    const match = message.match(pattern);
    if (match) return toMessage(match);
  }
  return { key: message };
}
