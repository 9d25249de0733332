import { describe, expect, it } from 'vitest';
import english from '@/locales/en.json';
import arabic from '@/locales/ar.json';
import {
  errorCodeOf,
  signInErrorMessage,
  signInErrorMessageFor,
} from '@/contracts/sign-in-error-message';

const englishStrings: Record<string, string> = english;
const arabicStrings: Record<string, string> = arabic;

describe('signInErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'auth.errors.user_not_found'],
    ['auth/invalid-email', 'auth.errors.invalid_email'],
    ['auth/email-already-in-use', 'auth.errors.email_already_in_use'],
    ['auth/weak-password', 'auth.errors.weak_password'],
    ['auth/user-disabled', 'auth.errors.account_disabled'],
    ['auth/too-many-requests', 'auth.errors.too_many_requests'],
    ['auth/wrong-password', 'auth.errors.incorrect_details'],
    ['auth/invalid-credential', 'auth.errors.incorrect_details'],
    ['auth/invalid-login-credentials', 'auth.errors.incorrect_details'],
    ['auth/quota-exceeded', 'auth.errors.quota_exceeded'],
    ['auth/invalid-phone-number', 'auth.errors.invalid_phone_number'],
    ['auth/missing-phone-number', 'auth.errors.invalid_phone_number'],
    ['auth/popup-closed-by-user', 'auth.errors.popup_closed'],
    ['auth/cancelled-popup-request', 'auth.errors.popup_closed'],
    ['auth/user-cancelled', 'auth.errors.popup_closed'],
    ['auth/popup-blocked', 'auth.errors.popup_blocked'],
    ['auth/network-request-failed', 'errors.network_error'],
    ['auth/invalid-verification-code', 'auth.errors.invalid_otp'],
    ['auth/missing-verification-code', 'validation.otp_required'],
    ['auth/code-expired', 'auth.errors.code_expired'],
    ['auth/operation-not-allowed', 'auth.errors.method_unavailable'],
    ['auth/unauthorized-domain', 'auth.errors.method_unavailable'],
    ['auth/account-exists-with-different-credential', 'auth.errors.account_exists'],
    ['auth/internal-error', 'errors.internal_error'],
  ])('maps the Firebase code %s to %s', (code, key) => {
    expect(signInErrorMessage(code)).toEqual({ key });
  });

  it.each([
    ['invalid_credentials', 'errors.invalid_credentials'],
    ['email_taken', 'errors.email_taken'],
    ['mobile_taken', 'errors.mobile_taken'],
    ['account_deactivated', 'errors.account_deactivated'],
    ['rate_limited', 'auth.errors.too_many_requests'],
    ['invalid_code', 'errors.invalid_code'],
    ['sign_in_method_unavailable', 'errors.sign_in_method_unavailable'],
    ['network_error', 'errors.network_error'],
  ])('maps the API code %s to %s', (code, key) => {
    expect(signInErrorMessage(code)).toEqual({ key });
  });

  it("uses an API code's own sentence when sign-in has none of its own", () => {
    expect(signInErrorMessage('internal_error')).toEqual({ key: 'errors.internal_error' });
    expect(signInErrorMessage('validation_failed')).toEqual({ key: 'errors.validation_failed' });
  });

  it('reads "An error occurred" with the code for anything unknown', () => {
    expect(signInErrorMessage('auth/something-new')).toEqual({
      key: 'auth.errors.unknown',
      vars: { code: 'auth/something-new' },
    });
    expect(englishStrings['auth.errors.unknown']).toBe('An error occurred: {code}');
    expect(signInErrorMessage('')).toEqual({
      key: 'auth.errors.unknown',
      vars: { code: 'unknown' },
    });
  });

  it('has an English and an Arabic sentence for every key it can answer', () => {
    const codes = [
      'auth/user-not-found',
      'auth/invalid-email',
      'auth/email-already-in-use',
      'auth/weak-password',
      'auth/user-disabled',
      'auth/too-many-requests',
      'auth/wrong-password',
      'auth/quota-exceeded',
      'auth/invalid-phone-number',
      'auth/popup-closed-by-user',
      'auth/popup-blocked',
      'auth/network-request-failed',
      'auth/invalid-verification-code',
      'auth/missing-verification-code',
      'auth/code-expired',
      'auth/operation-not-allowed',
      'auth/account-exists-with-different-credential',
      'auth/internal-error',
      'invalid_credentials',
      'email_taken',
      'mobile_taken',
      'account_deactivated',
      'rate_limited',
      'invalid_code',
      'sign_in_method_unavailable',
      'network_error',
      'whatever',
    ];
    for (const code of codes) {
      const { key } = signInErrorMessage(code);
      expect(englishStrings[key], key).toBeTruthy();
      expect(arabicStrings[key], key).toBeTruthy();
    }
  });
});

describe('errorCodeOf', () => {
  it('reads the code of an API error or a Firebase error, else "unknown"', () => {
    expect(errorCodeOf({ code: 'invalid_credentials', status: 401 })).toBe('invalid_credentials');
    expect(errorCodeOf(Object.assign(new Error('x'), { code: 'auth/popup-closed-by-user' }))).toBe(
      'auth/popup-closed-by-user',
    );
    expect(errorCodeOf(new Error('plain'))).toBe('unknown');
    expect(errorCodeOf(null)).toBe('unknown');
    expect(errorCodeOf({ code: 42 })).toBe('unknown');
  });

  it('gives the message for whatever a sign-in step threw', () => {
    expect(signInErrorMessageFor({ code: 'auth/invalid-credential' })).toEqual({
      key: 'auth.errors.incorrect_details',
    });
    expect(signInErrorMessageFor('boom')).toEqual({
      key: 'auth.errors.unknown',
      vars: { code: 'unknown' },
    });
  });
});
