/**
 * Spec §8 "account deactivated by admin": the one sentence the server answers (401
 * account_deactivated, at sign-in and on every call of a deactivated account's session) and
 * locales/en.json shows under `errors.account_deactivated`. A test keeps the two the same.
 */
export const accountDeactivatedMessage =
  'Your account has been deactivated by the admin. Please contact the admin.';
