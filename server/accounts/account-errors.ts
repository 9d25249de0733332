import { AppError } from '../core/app-error';
import { accountDeactivatedMessage } from '@/contracts/account-messages';
import { databaseErrorOf } from './accounts-repository';

/** The accounts domain's refusals, each with the sentence the user sees. */
export const invalidCredentials = (): AppError =>
  new AppError('invalid_credentials', 'The email or password is incorrect.');

export const accountDeactivated = (): AppError =>
  new AppError('account_deactivated', accountDeactivatedMessage);

/** Right password, but the email was never proven: it signs in only after a code. */
export const emailUnconfirmed = (): AppError =>
  new AppError(
    'email_unconfirmed',
    'Please confirm your email address first: sign in with a code sent to it, or reset your password.',
  );

export const invalidCode = (): AppError =>
  new AppError('invalid_code', 'The code is wrong or has expired.', {
    otp: 'The code is wrong or has expired.',
  });

export const invalidTicket = (): AppError =>
  new AppError(
    'sign_in_code_expired',
    'Your sign-in code has expired or was already used. Please ask for a new code.',
  );

export const googleSignInUnavailable = (): AppError =>
  new AppError('sign_in_method_unavailable', 'Google sign-in is not enabled on this site.');

export const googleTokenRejected = (): AppError =>
  new AppError('invalid_credentials', 'Google sign-in failed. Please try again.');

/** 409 for an email and/or mobile that belong to another account, with field errors. */
export function identityTaken(taken: { emailTaken: boolean; mobileTaken: boolean }): AppError {
  const errors: Record<string, string> = {};
  if (taken.emailTaken) errors.email = 'An account with this email address already exists.';
  if (taken.mobileTaken) errors.mobile = 'An account with this phone number already exists.';
  return taken.emailTaken
    ? new AppError('email_taken', 'An account with this email address already exists.', errors)
    : new AppError('mobile_taken', 'An account with this phone number already exists.', errors);
}

/** The 409 for a unique-index violation on the email or mobile, or null for other errors. */
export function identityConflictFrom(error: unknown): AppError | null {
  const cause = databaseErrorOf(error);
  if (cause?.code !== '23505') return null;
  if (cause.constraint === 'users_email_unique') {
    return identityTaken({ emailTaken: true, mobileTaken: false });
  }
  if (cause.constraint === 'users_verified_mobile_unique') {
    return identityTaken({ emailTaken: false, mobileTaken: true });
  }
  return null;
}
