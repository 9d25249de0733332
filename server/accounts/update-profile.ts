import type { ContactCodeDto, UpdatedProfileDto } from '@/contracts/dto/profile-dto';
import type { Database } from '../db/database';
import { notFound } from '../core/app-error';
import type { Logger } from '../core/logger';
import type { UploadedFile, Viewer } from '../core/route';
import type { MediaStorage } from '../storage/media-storage';
import { removeImage } from '../storage/remove-image';
import { listingKinds } from '../listing-kinds';
import { noteOwnerListingPages } from '../listings/note-listing-pages';
import { stageUploads } from '../storage/staged-uploads';
import {
  findUserById,
  updateSessionFcmId,
  updateUser,
  type UserChanges,
  type UserRow,
} from './accounts-repository';
import { isAddressProven, isSameAddress } from './address-rules';
import { toProfileDto } from './profile-dto';
import { requestContactChange, type ContactChange } from './request-contact-change';
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

/**
 * Absent fields stay as they are; an empty text clears it. Email and mobile are not among them:
 * they change only through a code (see contactChangesOf), and cannot be cleared.
 */
function toUserChanges(input: UpdateProfileInput): UserChanges {
  const text = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const changes: UserChanges = {
    name: input.name || undefined,
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

/** The email and mobile that need a code: a new value, or the current one not yet proven. */
function contactChangesOf(input: UpdateProfileInput, current: UserRow): ContactChange[] {
  const asked: ContactChange[] = [];
  if (input.email) asked.push({ channel: 'email', destination: input.email });
  if (input.mobile) asked.push({ channel: 'phone', destination: input.mobile });
  return asked.filter((change) => {
    const shown = change.channel === 'email' ? current.email : current.mobile;
    const isSame = isSameAddress(change.channel, shown, change.destination);
    return !isSame || !isAddressProven(current, change.channel);
  });
}

/**
 * `update_profile`: the signed-in user's own profile (the owner is the session's user). A new
 * `profile` photo replaces the old one, whose files are removed; `remove_profile=1` removes it.
 * A new email or mobile (or the current one, while unproven) is not saved: a code goes to it
 * first (requestContactChange), listed in the answer's `codes_sent`, and `verify-contact`
 * makes the change. The other fields are saved at once.
 */
export async function updateProfile(
  db: Database,
  viewer: Viewer,
  input: UpdateProfileInput,
  photo: UploadedFile | undefined,
  context: { storage: MediaStorage; log: Logger },
): Promise<UpdatedProfileDto> {
  const { storage } = context;
  const changes = toUserChanges(input);
  const current = await findUserById(db, viewer.userId);
  if (!current) throw notFound('Your account');
  const codesSent: ContactCodeDto[] = [];
  for (const change of contactChangesOf(input, current)) {
    codesSent.push(await requestContactChange(db, viewer.userId, change, context.log));
  }
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
    throw error;
  }
  await upload.publish();
  if (updated.name !== current.name || updated.profileImage !== current.profileImage) {
    await noteOwnerListingPages(db, listingKinds, viewer.userId);
  }
  if (changes.fcmId !== undefined) await updateSessionFcmId(db, viewer.sessionId, changes.fcmId);
  const oldImage = current.profileImage;
  if (oldImage && changes.profileImage !== undefined && oldImage !== changes.profileImage) {
    await removeImage(storage, oldImage);
  }
  return { ...toProfileDto(updated), codes_sent: codesSent };
}
