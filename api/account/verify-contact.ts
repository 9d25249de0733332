import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileDto, UpdatedProfileDto } from '@/contracts/dto/profile-dto';
import { useAppDispatch } from '@/store/hooks';
import { profileUpdated } from '@/store/slices/session-slice';
import { callApi } from '../client';
import { accountKeys } from '@/contracts/query-keys/account-keys';
import { sessionUserFromProfile } from './update-profile';

/** A new email or mobile of the signed-in user: exactly one. */
export type ContactAddress = { email: string } | { mobile: string };

/**
 * POST `update_profile` with only the email or mobile: sends a code to it (also for the current
 * address while it is unconfirmed). The answer's `codes_sent` lists it.
 */
export async function requestContactCode(address: ContactAddress): Promise<UpdatedProfileDto> {
  const answer = await callApi<UpdatedProfileDto>({
    method: 'POST',
    path: 'update_profile',
    body: { ...address },
  });
  return answer.data;
}

/**
 * POST `verify-contact` (added call): the code sent to the new email or mobile; answers the
 * profile with the change made. A wrong code fails with `invalid_code` on `otp`.
 */
export async function verifyContact(input: ContactAddress & { otp: string }): Promise<ProfileDto> {
  const answer = await callApi<ProfileDto>({
    method: 'POST',
    path: 'verify-contact',
    body: { ...input },
  });
  return answer.data;
}

export function useRequestContactCode() {
  return useMutation({ mutationFn: requestContactCode });
}

/** Confirms the change; the answer replaces the cached profile and the session's user. */
export function useVerifyContact() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyContact,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(profile.id), profile);
      dispatch(profileUpdated(sessionUserFromProfile(profile)));
    },
  });
}
