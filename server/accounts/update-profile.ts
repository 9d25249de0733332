import type { ProfileDto } from '@/contracts/dto/profile-dto';
import type { Database } from '../db/database';
import { notFound } from '../http/app-error';
import type { UploadedFile, Viewer } from '../http/route';
import type { MediaStorage } from '../storage/media-storage';
import { removeImage } from '../storage/remove-image';
import { stageUploads } from '../storage/staged-uploads';
import { identityConflictFrom, identityTaken } from './account-errors';
import {
  findIdentityOwners,
  findUserById,
  updateSessionFcmId,
  updateUser,
  type UserChanges,
} from './accounts-repository';
import { toProfileDto } from './profile-dto';
import { storeProfilePhoto } from './store-profile-photo';

export interface UpdateProfileInput {
  name?: string;
  email?: string;
  mobile?: string;
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  latitude?: number | null;
  longitude?: number | null;
  about_me?: string;
  facebook_id?: string;
  twiiter_id?: string;
  instagram_id?: string;
  youtube_id?: string;
  fcm_id?: string;
  notification?: boolean;
  remove_profile?: unknown;
}

/** Absent fields stay as they are; an empty text clears it (email and mobile cannot be cleared). */
function toUserChanges(input: UpdateProfileInput): UserChanges {
  const text = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const changes: UserChanges = {
    name: input.name || undefined,
    email: input.email || undefined,
    mobile: input.mobile || undefined,
    address: text(input.address),
    city: text(input.city),
    state: text(input.state),
    country: text(input.country),
    latitude: input.latitude,
    longitude: input.longitude,
    aboutMe: text(input.about_me),
    facebookId: text(input.facebook_id),
    twiiterId: text(input.twiiter_id),
    instagramId: text(input.instagram_id),
    youtubeId: text(input.youtube_id),
    fcmId: text(input.fcm_id),
    notification: input.notification,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as UserChanges;
}

const removeFlags: readonly unknown[] = [1, '1', 'true', true];

/**
 * `update_profile`: the signed-in user's own profile (the owner is the session's user). A new
 * `profile` photo replaces the old one, whose files are removed; `remove_profile=1` removes it.
 * A new email or mobile must not belong to another account (409).
 */
export async function updateProfile(
  db: Database,
  viewer: Viewer,
  input: UpdateProfileInput,
  photo: UploadedFile | undefined,
  storage: MediaStorage,
): Promise<ProfileDto> {
  const changes = toUserChanges(input);
  const taken = await findIdentityOwners(db, changes, viewer.userId);
  if (taken.emailTaken || taken.mobileTaken) throw identityTaken(taken);
  const current = await findUserById(db, viewer.userId);
  if (!current) throw notFound('Your account');
  // The new photo stays staged (never served) until the row points to it.
  const upload = stageUploads(storage);
  let updated;
  try {
    if (photo) changes.profileImage = await storeProfilePhoto(upload, photo);
    else if (removeFlags.includes(input.remove_profile)) changes.profileImage = null;
    updated = await updateUser(db, viewer.userId, changes);
    if (!updated) throw notFound('Your account');
  } catch (error) {
    await upload.discard();
    throw identityConflictFrom(error) ?? error;
  }
  await upload.publish();
  if (changes.fcmId !== undefined) await updateSessionFcmId(db, viewer.sessionId, changes.fcmId);
  const oldImage = current.profileImage;
  if (oldImage && changes.profileImage !== undefined && oldImage !== changes.profileImage) {
    await removeImage(storage, oldImage);
  }
  return toProfileDto(updated);
}
