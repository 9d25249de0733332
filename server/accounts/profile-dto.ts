import type { ProfileDto } from '@/contracts/dto/profile-dto';
import { profileCompleteness } from '@/utils/profile-completeness';
import { imageUrl } from '../storage/media-url';
import type { UserRow } from './accounts-repository';

/** The user row as the client sees it: empty strings for missing text, image URL, no secrets. */
export function toProfileDto(row: UserRow): ProfileDto {
  const profile = imageUrl(row.profileImage, 'large');
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    profile,
    address: row.address ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    country: row.country ?? '',
    role: row.role,
    is_verified_agent: row.verificationStatus === 'success',
    firebase_id: row.firebaseId,
    latitude: row.latitude,
    longitude: row.longitude,
    about_me: row.aboutMe ?? '',
    facebook_id: row.facebookId ?? '',
    twiiter_id: row.twiiterId ?? '',
    instagram_id: row.instagramId ?? '',
    youtube_id: row.youtubeId ?? '',
    fcm_id: row.fcmId,
    notification: row.notification,
    login_type: row.loginType,
    verification_status: row.verificationStatus,
    is_profile_complete: profileCompleteness({
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      profile,
      address: row.address,
    }).isComplete,
    email_verified: row.email !== null && row.emailVerifiedAt !== null,
    mobile_verified: row.mobile !== null && row.mobileVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
