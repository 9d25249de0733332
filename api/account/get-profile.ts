import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileDto } from '@/contracts/dto/profile-dto';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';
import { accountKeys } from '@/contracts/query-keys/account-keys';

/** GET `get-user-profile`: the signed-in user's whole profile. */
export async function fetchProfile(signal?: AbortSignal): Promise<ProfileDto> {
  const answer = await callApi<ProfileDto>({ method: 'GET', path: 'get-user-profile', signal });
  return answer.data;
}

export function profileQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => fetchProfile(signal),
  });
}

/** The signed-in user's profile; idle while nobody is signed in. */
export function useProfile() {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({ ...profileQueryOptions(userId), enabled: userId !== null });
}
