/**
 * The accounts calls (spec §7 names kept; every answer is the usual envelope
 * `{ error, message, data }` with an honest status; see ARCHITECTURE.md).
 *
 * | Call                        | Auth     | Input                                   | Success                     |
 * |-----------------------------|----------|-----------------------------------------|-----------------------------|
 * | POST user-register          | none     | registerSchema (JSON or form)           | 200 CodeRequestedDto, then  |
 * |                             |          | + auth_id (added): the verify-otp ticket| 201 SessionDto              |
 * | POST user_signup            | none     | signInSchema                            | 200 SessionDto (201 if new) |
 * | GET  get-otp                | none     | ?number= or ?email=                     | 200 CodeRequestedDto        |
 * | GET  verify-otp             | none     | ?number= or ?email=, &otp=              | 200 VerifiedCodeDto         |
 * | GET  forgot-password        | none     | ?email=                                 | 200 null                    |
 * | POST reset-password (added) | none     | email, otp, password, re_password       | 200 null                    |
 * | POST before-logout          | required | fcm_id?                                 | 200 null                    |
 * | GET  get-user-profile (add.)| required | none                                    | 200 ProfileDto              |
 * | POST update_profile         | required | updateProfileSchema; JSON, form or      | 200 UpdatedProfileDto       |
 * |                             |          | multipart with the file `profile`       |                             |
 * | POST verify-contact (added) | required | email or mobile, otp                    | 200 ProfileDto              |
 * | POST delete_user            | required | userid (must be the caller's own id)    | 200 null                    |
 *
 * DOMAIN-RULES, Accounts: an email or mobile belongs to an account only once a code sent to it
 * was entered. user-register is two calls: without auth_id it sends a code to the email (or,
 * when an account proved that email, a notice to its owner; the answer is the same), then
 * verify-otp turns the code into a ticket and user-register with `auth_id` creates the account.
 * update_profile does not change the email or mobile: it sends a code to the new one, listed in
 * `codes_sent`, and verify-contact applies the change with that code.
 *
 * SessionDto = { token, user: ProfileDto }: send the token back as `Authorization: Bearer`.
 * user_signup by logintype: email → email + password (the email proven); phone / email_code →
 * auth_id = the verify-otp ticket (lands in the account that proved the address, takes over an
 * old account that never proved anything, or creates one: then `name` is required, and
 * verify-otp's `is_new_account` says so); google → auth_id = a Firebase ID token. `fcm_id` is
 * kept on the session and the user.
 * Failures: 422 validation_failed (field errors; `name` for a new code account), 401
 * invalid_credentials (same answer for an unknown email and a wrong password), 401
 * email_unconfirmed (right password, email never proven), 401 account_deactivated, 401
 * sign_in_code_expired (a used or expired ticket), 422 invalid_code (verify-otp, verify-contact,
 * reset-password; field error on `otp`), 409 email_taken / mobile_taken (only to a caller who
 * proved the address: user-register with a ticket, verify-contact), 403 forbidden (delete_user
 * of another id), 413 (photo over 5 MB), 422 (photo not JPEG/PNG by its bytes, under 120 × 120
 * or over 40 MP; field error on `profile`), 429 rate_limited with Retry-After (see rateLimits in
 * server/core/rate-limit.ts), 503 sign_in_method_unavailable (Google without Firebase), 503
 * service_unavailable (the email/SMS provider failed). Codes never appear in an answer.
 */
import type { IncomingMessage } from 'node:http';
import type { CodeRequestedDto } from '@/contracts/dto/profile-dto';
import type { SessionDto } from '@/contracts/dto/session-dto';
import {
  deleteAccountSchema,
  forgotPasswordSchema,
  registerSchema,
  requestCodeSchema,
  resetPasswordSchema,
  signInSchema,
  signOutSchema,
  updateProfileSchema,
  verifyCodeSchema,
  verifyContactSchema,
} from '@/contracts/requests/account-requests';
import { clearRateLimit, enforceRateLimits, rateLimitAddress } from '../core/rate-limit';
import { route, type RouteResult } from '../core/route';
import { getMediaStorage } from '../storage/media-storage';
import type { CodeChannel } from './accounts-repository';
import { deleteAccount } from './delete-account';
import { getProfile } from './get-profile';
import { oneTimeCodeRules } from './one-time-code-rules';
import { registerAccount } from './register-account';
import { registrationCodeMessage, requestRegistrationCode } from './request-registration-code';
import { planPasswordReset, resetRequestMessage } from './request-password-reset';
import { codeRequestMessage, requestSignInCode } from './request-sign-in-code';
import { resetPassword } from './reset-password';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { profilePhotoUpload } from './store-profile-photo';
import { updateProfile } from './update-profile';
import { verifyContactChange } from './verify-contact-change';
import { verifySignInCode } from './verify-sign-in-code';

const userAgentOf = (req: IncomingMessage): string | null => req.headers['user-agent'] ?? null;

function codeTarget(query: { number?: string; email?: string }): {
  channel: CodeChannel;
  destination: string;
} {
  return query.email
    ? { channel: 'email', destination: query.email }
    : { channel: 'phone', destination: query.number ?? '' };
}

const codeRequested: CodeRequestedDto = {
  expires_in_seconds: oneTimeCodeRules.validSeconds,
  resend_after_seconds: oneTimeCodeRules.spacingSeconds,
};

const signInRoutes = [
  route('POST', 'user-register', {
    auth: 'none',
    body: registerSchema,
    handle: async ({ db, body, req, log }): Promise<RouteResult<CodeRequestedDto | SessionDto>> => {
      const ip = rateLimitAddress(req);
      if (!body.auth_id) {
        await enforceRateLimits(db, [
          { rule: 'signInPerIp', subject: ip },
          { rule: 'codeRequestPerIp', subject: ip },
          { rule: 'codeRequestPerDestination', subject: body.email },
        ]);
        await requestRegistrationCode(db, body.email, log);
        return { data: codeRequested, message: registrationCodeMessage };
      }
      await enforceRateLimits(db, [
        { rule: 'signInPerIp', subject: ip },
        { rule: 'signInPerAccount', subject: `${ip}|${body.email}` },
      ]);
      const input = { ...body, auth_id: body.auth_id };
      const session = await registerAccount(db, input, { userAgent: userAgentOf(req) });
      return { data: session, status: 201, message: 'Welcome! Your account is ready.' };
    },
  }),
  route('POST', 'user_signup', {
    auth: 'none',
    body: signInSchema,
    handle: async ({ db, body, req, log }) => {
      const ip = rateLimitAddress(req);
      const isPassword = body.logintype === 'email';
      const accountGuesses = {
        rule: 'passwordGuessesPerAccount',
        subject: body.email ?? '',
      } as const;
      await enforceRateLimits(db, [
        { rule: 'signInPerIp', subject: ip },
        { rule: 'signInPerAccount', subject: `${ip}|${body.email ?? body.auth_id ?? ''}` },
        ...(isPassword ? [accountGuesses] : []),
      ]);
      const result = await signIn(db, body, { userAgent: userAgentOf(req), log });
      if (isPassword) await clearRateLimit(db, accountGuesses);
      return result.isNew
        ? { data: result.session, status: 201, message: 'Welcome! Your account is ready.' }
        : { data: result.session, message: 'You are signed in.' };
    },
  }),
  route('POST', 'before-logout', {
    auth: 'required',
    body: signOutSchema,
    handle: async ({ db, body, viewer }) => {
      await signOut(db, viewer, body);
      return { data: null, message: 'You have been signed out.' };
    },
  }),
];

const codeRoutes = [
  route('GET', 'get-otp', {
    auth: 'none',
    query: requestCodeSchema,
    handle: async ({ db, query, req, log }) => {
      const target = codeTarget(query);
      await enforceRateLimits(db, [
        { rule: 'codeRequestPerIp', subject: rateLimitAddress(req) },
        { rule: 'codeRequestPerDestination', subject: target.destination },
      ]);
      await requestSignInCode(db, target, log);
      return { data: codeRequested, message: codeRequestMessage };
    },
  }),
  route('GET', 'verify-otp', {
    auth: 'none',
    query: verifyCodeSchema,
    handle: async ({ db, query, req }) => {
      const target = codeTarget(query);
      await enforceRateLimits(db, [
        { rule: 'codeCheckPerIp', subject: rateLimitAddress(req) },
        { rule: 'codeCheckPerDestination', subject: target.destination },
      ]);
      return { data: await verifySignInCode(db, target, query.otp), message: 'Code confirmed.' };
    },
  }),
  route('GET', 'forgot-password', {
    auth: 'none',
    query: forgotPasswordSchema,
    handle: async ({ db, query, req, log }) => {
      await enforceRateLimits(db, [
        { rule: 'resetRequestPerIp', subject: rateLimitAddress(req) },
        { rule: 'resetRequestPerEmail', subject: query.email },
      ]);
      const sendResetCode = await planPasswordReset(db, query.email, log);
      return {
        data: null,
        message: resetRequestMessage,
        ...(sendResetCode ? { afterAnswer: sendResetCode } : {}),
      };
    },
  }),
  route('POST', 'reset-password', {
    auth: 'none',
    body: resetPasswordSchema,
    handle: async ({ db, body, req }) => {
      await enforceRateLimits(db, [
        { rule: 'resetPerIp', subject: rateLimitAddress(req) },
        { rule: 'resetPerEmail', subject: body.email },
      ]);
      await resetPassword(db, body);
      await clearRateLimit(db, { rule: 'passwordGuessesPerAccount', subject: body.email });
      return {
        data: null,
        message: 'Your password has been changed. Please sign in with the new password.',
      };
    },
  }),
];

const profileRoutes = [
  route('GET', 'get-user-profile', {
    auth: 'required',
    handle: async ({ db, viewer }) => ({ data: await getProfile(db, viewer) }),
  }),
  route('POST', 'update_profile', {
    auth: 'required',
    demoGuard: true,
    body: updateProfileSchema,
    uploads: [profilePhotoUpload],
    handle: async ({ db, body, files, viewer, log }) => {
      const photo = files[profilePhotoUpload.field]?.[0];
      const storage = getMediaStorage();
      const profile = await updateProfile(db, viewer, body, photo, { storage, log });
      const message =
        profile.codes_sent.length > 0
          ? 'Your profile has been updated. Enter the code we sent to confirm your new contact details.'
          : 'Your profile has been updated.';
      return { data: profile, message };
    },
  }),
  route('POST', 'verify-contact', {
    auth: 'required',
    body: verifyContactSchema,
    handle: async ({ db, body, viewer, req }) => {
      const change = body.email
        ? ({ channel: 'email', destination: body.email } as const)
        : ({ channel: 'phone', destination: body.mobile ?? '' } as const);
      await enforceRateLimits(db, [
        { rule: 'codeCheckPerIp', subject: rateLimitAddress(req) },
        { rule: 'codeCheckPerDestination', subject: change.destination },
      ]);
      const profile = await verifyContactChange(db, viewer, change, body.otp);
      const message =
        change.channel === 'email'
          ? 'Your email address is confirmed.'
          : 'Your phone number is confirmed.';
      return { data: profile, message };
    },
  }),
  route('POST', 'delete_user', {
    auth: 'required',
    demoGuard: true,
    body: deleteAccountSchema,
    handle: async ({ db, body, viewer }) => {
      await deleteAccount(db, viewer, body.userid, getMediaStorage());
      return { data: null, message: 'Your account has been deleted.' };
    },
  }),
];

export const accountRoutes = [...signInRoutes, ...codeRoutes, ...profileRoutes];
