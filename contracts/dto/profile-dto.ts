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
  created_at: string;
}

/** `verify-otp` answers a short-lived, single-use ticket that `user_signup` accepts. */
export interface VerifiedCodeDto {
  auth_id: string;
  expires_in_seconds: number;
}

/** `get-otp` answers this, always the same, whether or not an account has the destination. */
export interface CodeRequestedDto {
  /** How long the code works. */
  expires_in_seconds: number;
  /** A new code for the same destination is refused (429) until this many seconds pass. */
  resend_after_seconds: number;
}
