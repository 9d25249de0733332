import type { SessionUserDto } from './session-dto';

export const loginTypes = ['email', 'phone', 'google'] as const;
export type LoginType = (typeof loginTypes)[number];

/** The signed-in user's whole profile (spec §3 Profile), as `get-user-profile` answers it. */
export interface ProfileDto extends SessionUserDto {
  firebase_id: string | null;
  latitude: number | null;
  longitude: number | null;
  about_me: string;
  facebook_id: string;
  twiiter_id: string;
  instagram_id: string;
  youtube_id: string;
  fcm_id: string | null;
  /** Whether the user wants notifications. */
  notification: boolean;
  login_type: LoginType;
  verification_status: 'not_applied' | 'pending' | 'success' | 'failed';
  /** Name, email, mobile, profile image and address are all filled in. */
  is_profile_complete: boolean;
  /** A code sent to the email was entered (until then it signs in nowhere). */
  email_verified: boolean;
  /** A code sent to the mobile was entered (until then it signs in nowhere). */
  mobile_verified: boolean;
  created_at: string;
}

/** A code `update_profile` sent to a new email or mobile; `verify-contact` confirms it. */
export interface ContactCodeDto {
  field: 'email' | 'mobile';
  destination: string;
  expires_in_seconds: number;
  resend_after_seconds: number;
}

/**
 * `update_profile` answers the profile as saved. A new email or mobile is not in it yet: it is
 * listed in `codes_sent` until its code is entered (`verify-contact`).
 */
export interface UpdatedProfileDto extends ProfileDto {
  codes_sent: ContactCodeDto[];
}

/** `verify-otp` answers a short-lived, single-use ticket that `user_signup` accepts. */
export interface VerifiedCodeDto {
  auth_id: string;
  expires_in_seconds: number;
  /** No account has this address yet: `user_signup` then needs a `name`. */
  is_new_account: boolean;
}

/** `get-otp` answers this, always the same, whether or not an account has the destination. */
export interface CodeRequestedDto {
  /** How long the code works. */
  expires_in_seconds: number;
  /** A new code for the same destination is refused (429) until this many seconds pass. */
  resend_after_seconds: number;
}
