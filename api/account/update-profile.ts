import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileDto, UpdatedProfileDto } from '@/contracts/dto/profile-dto';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { useAppDispatch } from '@/store/hooks';
import { profileUpdated } from '@/store/slices/session-slice';
import { accountKeys } from '@/contracts/query-keys/account-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** The editable profile fields (spec §3 Profile), as the form holds them. */
export interface ProfileFields {
  name: string;
  email: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  country: string;
  /** Empty when unknown: left out of the request. */
  latitude: string;
  longitude: string;
  about_me: string;
  facebook_id: string;
  twiiter_id: string;
  instagram_id: string;
  youtube_id: string;
  notification: boolean;
}

export interface UpdateProfileInput {
  fields: ProfileFields;
  /** A new profile image (JPEG or PNG, at least 120 × 120). */
  photo?: File | null;
  /** Remove the current profile image (ignored when a new photo is sent). */
  removePhoto?: boolean;
}

/** Left out when empty: unknown coordinates, and an email or mobile that is not changing. */
const omittedWhenEmpty = new Set<keyof ProfileFields>(['latitude', 'longitude', 'email', 'mobile']);

/**
 * The multipart body of `update_profile`: text fields, `profile` file or `remove_profile=1`.
 * Send `email` / `mobile` only to change them: the server then sends a code to the new one.
 */
export function buildProfileFormData(input: UpdateProfileInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields) as [keyof ProfileFields, unknown][]) {
    if (typeof value === 'boolean') {
      form.append(name, value ? '1' : '0');
    } else {
      const text = typeof value === 'string' ? value.trim() : String(value ?? '');
      if (omittedWhenEmpty.has(name) && text === '') continue;
      form.append(name, text);
    }
  }
  if (input.photo) form.append('profile', input.photo, input.photo.name);
  else if (input.removePhoto) form.append('remove_profile', '1');
  return form;
}

/**
 * POST `update_profile` (multipart): answers the profile as saved; a new email or mobile is in
 * `codes_sent` until `verify-contact` confirms it.
 */
export const updateProfile = defineMutation('POST', 'update_profile', {
  body: buildProfileFormData,
  answer: dataOf<UpdatedProfileDto>,
});

/** The part of a profile the session keeps (header, completeness checks). */
export function sessionUserFromProfile(profile: ProfileDto): SessionUserDto {
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    mobile: profile.mobile,
    profile: profile.profile,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    country: profile.country,
    role: profile.role,
    is_verified_agent: profile.is_verified_agent,
  };
}

/** What follows a saved profile: it replaces the cached profile and the session's user. */
export function useKeepSavedProfile() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return (profile: ProfileDto) => {
    queryClient.setQueryData(accountKeys.profile(profile.id), profile);
    dispatch(profileUpdated(sessionUserFromProfile(profile)));
  };
}

/** Saves the profile; the answer replaces the cached profile and the session's user. */
export function useUpdateProfile() {
  return useMutation({ ...updateProfile.options, onSuccess: useKeepSavedProfile() });
}
