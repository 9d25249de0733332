/**
 * Every error code the API can answer with, and the one HTTP status each answers: the server
 * reads a refusal's status from here (server/core/app-error.ts), so a code never answers two.
 * The user-facing sentence for each code lives in locales/<lang>.json under `errors.<code>`;
 * the server's own message is the English fallback.
 */
export const errorStatuses = {
  // The request itself
  validation_failed: 422,
  bad_request: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  route_not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  submitted_too_soon: 400,
  form_expired: 400,
  demo_mode: 403,
  // Who is calling
  unauthenticated: 401,
  session_expired: 401,
  account_deactivated: 401,
  forbidden: 403,
  /** A staff call that needs the password typed within 15 minutes (admin/confirm-password). */
  password_required: 403,
  // Staff
  last_administrator: 409,
  /** Saving a secret setting without SETTINGS_ENCRYPTION_KEY configured. */
  settings_key_missing: 409,
  // What it names
  not_found: 404,
  conflict: 409,
  // Accounts and codes
  invalid_credentials: 401,
  email_unconfirmed: 401,
  email_taken: 409,
  mobile_taken: 409,
  invalid_code: 422,
  sign_in_code_expired: 401,
  sign_in_method_unavailable: 503,
  // The gates before posting a listing (contracts/dto/listing-gate-dto.ts)
  profile_incomplete: 403,
  verification_pending: 403,
  verification_failed: 403,
  verification_required: 403,
  // Agent verification
  verification_under_review: 409,
  // Listings
  listing_locked: 409,
  invalid_status_change: 409,
  /** Removed by moderation: only an edit (sent to review again) brings it back. */
  listing_removed: 409,
  listing_not_featurable: 422,
  advertisement_exists: 409,
  // Chat
  chat_blocked: 403,
  chat_closed: 409,
  // Packages and payments
  package_not_available: 403,
  package_not_found: 404,
  package_limit_reached: 403,
  package_already_active: 409,
  free_package_taken: 409,
  package_is_free: 422,
  payment_method_unavailable: 409,
  payment_amount_mismatch: 422,
  payment_gateway_error: 502,
  payment_not_pending: 409,
  invalid_signature: 400,
  // The server
  service_unavailable: 503,
  internal_error: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;

export const errorCodes = Object.keys(errorStatuses) as readonly ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatuses, value);
}
