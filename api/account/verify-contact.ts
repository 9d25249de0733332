import { useMutation } from '@tanstack/react-query';
import type { ProfileDto, UpdatedProfileDto } from '@/contracts/dto/profile-dto';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { useKeepSavedProfile } from './update-profile';

/** A new email or mobile of the signed-in user: exactly one. */
export type ContactAddress = { email: string } | { mobile: string };

/**
 * POST `update_profile` with only the email or mobile: sends a code to it (also for the current
 * address while it is unconfirmed). The answer's `codes_sent` lists it.
 */
export const requestContactCode = defineMutation('POST', 'update_profile', {
  body: (address: ContactAddress) => ({ ...address }),
  answer: dataOf<UpdatedProfileDto>,
});

/**
 * POST `verify-contact` (added call): the code sent to the new email or mobile; answers the
 * profile with the change made. A wrong code fails with `invalid_code` on `otp`.
 */
export const verifyContact = defineMutation('POST', 'verify-contact', {
  body: (input: ContactAddress & { otp: string }) => ({ ...input }),
  answer: dataOf<ProfileDto>,
});

export const useRequestContactCode = requestContactCode.use;

/** Confirms the change; the answer replaces the cached profile and the session's user. */
export function useVerifyContact() {
  return useMutation({ ...verifyContact.options, onSuccess: useKeepSavedProfile() });
}
