import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import { feedKeys } from '@/contracts/query-keys/feed-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** GET `personalised-fields`: the signed-in user's feed preferences, or null. */
export async function fetchPersonalisedFields(
  signal?: AbortSignal,
): Promise<PersonalisedFieldsDto | null> {
  const answer = await callApi<PersonalisedFieldsDto | null>({
    method: 'GET',
    path: 'personalised-fields',
    signal,
  });
  return answer.data;
}

export function personalisedFieldsQueryOptions() {
  return queryOptions({
    queryKey: feedKeys.preferences(),
    queryFn: ({ signal }) => fetchPersonalisedFields(signal),
  });
}

/** The user's preferences; idle while nobody is signed in. */
export function usePersonalisedFields() {
  const isSignedIn = useAppSelector(selectSessionUser) !== null;
  return useQuery({ ...personalisedFieldsQueryOptions(), enabled: isSignedIn });
}
