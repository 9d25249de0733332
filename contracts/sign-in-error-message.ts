import type { TranslatedMessage } from '@/utils/translated-message';
import { isErrorCode } from './error-codes';

/**
 * Spec §8: sign-in errors map to friendly messages. Firebase Authentication codes (Google
 * sign-in, `auth/…`) and our API's codes lead to the same sentences.
 */
const signInMessageKeys: Readonly<Record<string, string>> = {
  // Firebase Authentication
  'auth/user-not-found': 'auth.errors.user_not_found',
  'auth/invalid-email': 'auth.errors.invalid_email',
  'auth/email-already-in-use': 'auth.errors.email_already_in_use',
  'auth/weak-password': 'auth.errors.weak_password',
  'auth/user-disabled': 'auth.errors.account_disabled',
  'auth/too-many-requests': 'auth.errors.too_many_requests',
  'auth/wrong-password': 'auth.errors.incorrect_details',
  'auth/invalid-credential': 'auth.errors.incorrect_details',
  'auth/invalid-login-credentials': 'auth.errors.incorrect_details',
  'auth/quota-exceeded': 'auth.errors.quota_exceeded',
  'auth/invalid-phone-number': 'auth.errors.invalid_phone_number',
  'auth/missing-phone-number': 'auth.errors.invalid_phone_number',
  'auth/popup-closed-by-user': 'auth.errors.popup_closed',
  'auth/cancelled-popup-request': 'auth.errors.popup_closed',
  'auth/user-cancelled': 'auth.errors.popup_closed',
  'auth/popup-blocked': 'auth.errors.popup_blocked',
  'auth/network-request-failed': 'errors.network_error',
  'auth/invalid-verification-code': 'auth.errors.invalid_otp',
  'auth/missing-verification-code': 'validation.otp_required',
  'auth/code-expired': 'auth.errors.code_expired',
  'auth/operation-not-allowed': 'auth.errors.method_unavailable',
  'auth/unauthorized-domain': 'auth.errors.method_unavailable',
  'auth/account-exists-with-different-credential': 'auth.errors.account_exists',
  'auth/internal-error': 'errors.internal_error',
  // Our API: the error catalogue's own sentence (errors.<code>), or a sign-in one where it is
  // friendlier in a sign-in form.
  invalid_credentials: 'errors.invalid_credentials',
  email_taken: 'errors.email_taken',
  mobile_taken: 'errors.mobile_taken',
  account_deactivated: 'errors.account_deactivated',
  rate_limited: 'auth.errors.too_many_requests',
  invalid_code: 'errors.invalid_code',
  sign_in_method_unavailable: 'errors.sign_in_method_unavailable',
  network_error: 'errors.network_error',
};

/**
 * The message for a sign-in, sign-up or code error code. Other API codes use their own
 * `errors.<code>` sentence; anything else reads "An error occurred: <code>".
 */
export function signInErrorMessage(code: string): TranslatedMessage {
  const key = signInMessageKeys[code];
  if (key) return { key };
  if (isErrorCode(code)) return { key: `errors.${code}` };
  return { key: 'auth.errors.unknown', vars: { code: code || 'unknown' } };
}

/**
 * The code carried by whatever a sign-in step threw: our ApiError (`code`), a FirebaseError
 * (`code`, "auth/…"), or 'unknown'.
 */
export function errorCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string' && code !== '') return code;
  }
  return 'unknown';
}

/** Both steps at once: the message for anything a sign-in step threw. */
export function signInErrorMessageFor(error: unknown): TranslatedMessage {
  return signInErrorMessage(errorCodeOf(error));
}
