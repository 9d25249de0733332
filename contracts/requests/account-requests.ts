import { boolean, mixed, number, object, ref, string, type TestConfig } from 'yup';
import { coordinateField } from './coordinate-field';
import { fieldMessage } from '../field-message';
import { loginTypes } from '../dto/profile-dto';
import type { PasswordWeakness } from './password-strength';

/**
 * Request schemas of the account calls, shared by the forms and the server handlers.
 * Messages are English fallbacks; forms show them as field errors.
 */
export const passwordMinLength = 6;
export const otpLength = 6;
export const resendCountdownSeconds = 60;

/** E.164-like phone numbers: optional +, 7–15 digits; spaces, dashes and brackets allowed. */
const phonePattern = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

export const emailField = () =>
  string()
    .trim()
    .lowercase()
    .max(254, 'validation.email_too_long')
    .email('validation.email_invalid');

export const phoneField = () =>
  string()
    .trim()
    .matches(phonePattern, { message: 'validation.phone_invalid', excludeEmptyString: true })
    .transform((value: string) => value.replace(/[ ()-]/g, ''));

export const passwordField = () =>
  string()
    .min(passwordMinLength, fieldMessage('validation.password_min', { min: passwordMinLength }))
    .max(128, 'validation.password_too_long');

/** The sentence for each reason a password is too easy to guess (forms translate them). */
export const weakPasswordMessages: Readonly<Record<PasswordWeakness | 'other', string>> = {
  common: 'validation.password_weak_common',
  repeat: 'validation.password_weak_repeat',
  sequence: 'validation.password_weak_sequence',
  date: 'validation.password_weak_date',
  word: 'validation.password_weak_word',
  personal: 'validation.password_weak_personal',
  other: 'validation.password_weak',
};

/**
 * A new password: at least 6 characters (the spec) and not guessable. The strength check
 * (zxcvbn-ts, see password-strength.ts) loads its dictionaries on first use with a dynamic
 * import, so pages that import this schema do not carry them; the check is asynchronous, so
 * validate these schemas with `validate`, never `validateSync`. The user's `name` and `email`,
 * when the same form has them, count as guessable words.
 */
export const newPasswordField = () =>
  passwordField().test({
    name: 'strong-password',
    async test(value, context) {
      if (!value || value.length < passwordMinLength || value.length > 128) return true;
      const { checkPasswordStrength } = await import('./password-strength');
      const form = (context.parent ?? {}) as Record<string, unknown>;
      const personal = [form.name, form.email].filter(
        (text): text is string => typeof text === 'string',
      );
      const verdict = checkPasswordStrength(value, personal);
      if (verdict.isStrong) return true;
      return context.createError({ message: weakPasswordMessages[verdict.weakness ?? 'other'] });
    },
  });

/**
 * Starts loading the strength check (its dictionaries are large) so that it is ready by the time
 * a password is typed; forms with a new password call it when they appear.
 */
export function preloadPasswordStrength(): void {
  import('./password-strength').catch(() => undefined);
}

const otpField = () =>
  string()
    .trim()
    .required('validation.otp_required')
    .matches(/^[0-9]{6}$/, 'validation.otp_digits');

/**
 * `user-register`: an email account, in two calls. Without `auth_id` it sends a code to the
 * email (the answer is the same whether or not the address has an account); with `auth_id`, the
 * ticket `verify-otp` answered for that code, it creates the account (the address proven).
 */
export const registerSchema = object({
  name: string().trim().required('validation.name_required').max(100, 'validation.name_too_long'),
  email: emailField().required('validation.email_required'),
  mobile: phoneField().required('validation.phone_required'),
  password: newPasswordField().required('validation.password_required'),
  re_password: string()
    .required('validation.password_repeat')
    .oneOf([ref('password')], 'validation.passwords_match'),
  auth_id: string().trim().max(4096),
});

/**
 * `user_signup`: the sign-in call for every login type. email: email + password. phone or
 * email after a code: `auth_id` is the ticket from `verify-otp`. google: `auth_id` is the
 * Firebase ID token. A new verified phone, email or Google identity creates the account
 * (then `name` is used when given).
 */
export const signInSchema = object({
  logintype: string()
    .oneOf([...loginTypes, 'email_code'] as const, 'Choose how to sign in')
    .required('Choose how to sign in'),
  email: emailField().when('logintype', {
    is: 'email',
    then: (schema) => schema.required('validation.email_required'),
  }),
  password: string().when('logintype', {
    is: 'email',
    then: (schema) => schema.required('validation.password_enter'),
  }),
  auth_id: string()
    .trim()
    .max(4096)
    .when('logintype', {
      is: (type: string) => type !== 'email',
      then: (schema) => schema.required('The sign-in confirmation is missing'),
    }),
  name: string().trim().max(100, 'validation.name_too_long'),
  fcm_id: string().trim().max(4096),
});

/**
 * Exactly one of `number` and `email`. The error lands on a field the form has: `email` when
 * only an email was sent (or both), `number` otherwise.
 */
const oneDestination: TestConfig<{ number?: string; email?: string }> = {
  name: 'one-destination',
  test(value, context) {
    if (Boolean(value.number) !== Boolean(value.email)) return true;
    const sent = (context.originalValue ?? {}) as Record<string, unknown>;
    const isBoth = Boolean(value.number) && Boolean(value.email);
    return context.createError({
      path: isBoth || ('email' in sent && !('number' in sent)) ? 'email' : 'number',
      message: isBoth ? 'validation.destination_one' : 'validation.destination_required',
    });
  },
};

/** `get-otp`: a code to a phone number or an email address (exactly one). */
export const requestCodeSchema = object({
  number: phoneField(),
  email: emailField(),
}).test(oneDestination);

/** `verify-otp`: the code sent to that number or address. */
export const verifyCodeSchema = object({
  number: phoneField(),
  email: emailField(),
  otp: otpField(),
}).test(oneDestination);

/** `forgot-password`: sends a reset code to the address, if it has an account. */
export const forgotPasswordSchema = object({
  email: emailField().required('validation.email_required'),
});

/** `reset-password` (added call): the code from the email and the new password. */
export const resetPasswordSchema = object({
  email: emailField().required('validation.email_required'),
  otp: otpField(),
  password: newPasswordField().required('validation.new_password_required'),
  re_password: string()
    .required('validation.password_repeat')
    .oneOf([ref('password')], 'validation.passwords_match'),
});

/** `before-logout`: ends this session; `fcm_id` is this device's push token, if any. */
export const signOutSchema = object({
  fcm_id: string().trim().max(4096),
});

const optionalText = (max: number) =>
  string().trim().max(max, fieldMessage('validation.max_length', { max }));
const socialField = () =>
  string()
    .trim()
    .max(300, fieldMessage('validation.max_length', { max: 300 }))
    .test('link-or-handle', 'validation.social_link', (value) =>
      !value ? true : /^https?:\/\/\S+$/.test(value) || /^@?[A-Za-z0-9._-]{1,100}$/.test(value),
    );

/** `update_profile`: every field is optional; the profile image comes as the file `profile`. */
export const updateProfileSchema = object({
  name: string().trim().min(1, 'validation.name_required').max(100, 'validation.name_too_long'),
  email: emailField(),
  mobile: phoneField(),
  address: optionalText(300),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  latitude: coordinateField('latitude', 90),
  longitude: coordinateField('longitude', 180),
  about_me: optionalText(2000),
  facebook_id: socialField(),
  twiiter_id: socialField(),
  instagram_id: socialField(),
  youtube_id: socialField(),
  fcm_id: optionalText(4096),
  notification: boolean().typeError('Notification is on or off'),
  /** Set to 1 to remove the current profile image. */
  remove_profile: mixed<1 | '1' | 'true' | true>(),
});

/**
 * `verify-contact` (added call): the code sent to a new `email` or `mobile` by `update_profile`
 * (exactly one of them), which makes it the account's.
 */
export const verifyContactSchema = object({
  email: emailField(),
  mobile: phoneField(),
  otp: otpField(),
}).test({
  name: 'one-contact',
  test(value, context) {
    if (Boolean(value.email) !== Boolean(value.mobile)) return true;
    return context.createError({
      path: value.email ? 'email' : 'mobile',
      message: 'validation.destination_required',
    });
  },
});

/** `delete_user`: the signed-in user's own id, as a confirmation. */
export const deleteAccountSchema = object({
  userid: number()
    .typeError('userid must be a number')
    .integer()
    .required('Confirm which account to delete'),
});
