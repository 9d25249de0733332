/**
 * Every error code the API can answer with. The user-facing sentence for each code lives in
 * locales/<lang>.json under `errors.<code>`; the server's own message is the English fallback.
 */
export const errorCodes = [
  'validation_failed',
  'bad_request',
  'payload_too_large',
  'unsupported_media_type',
  'unauthenticated',
  'session_expired',
  'account_deactivated',
  'forbidden',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'conflict',
  'rate_limited',
  'submitted_too_soon',
  'invalid_credentials',
  'email_unconfirmed',
  'email_taken',
  'mobile_taken',
  'invalid_code',
  'sign_in_method_unavailable',
  'profile_incomplete',
  'verification_pending',
  'verification_failed',
  'verification_required',
  'listing_locked',
  'invalid_status_change',
  'payment_method_unavailable',
  'payment_amount_mismatch',
  'payment_gateway_error',
  'payment_not_pending',
  'invalid_signature',
  'demo_mode',
  'package_not_available',
  'package_limit_reached',
  'package_already_active',
  'advertisement_exists',
  'service_unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
