import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** GET `web-settings` (auth optional: the bearer is sent when signed in). */
export async function fetchWebSettings(signal?: AbortSignal): Promise<WebSettingsDto> {
  const answer = await callApi<WebSettingsDto>({ method: 'GET', path: 'web-settings', signal });
  return answer.data;
}

export function webSettingsQueryOptions(viewerId: number | null = null) {
  return queryOptions({
    queryKey: settingsKeys.web(viewerId),
    queryFn: ({ signal }) => fetchWebSettings(signal),
  });
}

/**
 * The marketplace settings for the current viewer. A guest's come with every page (the server
 * prefetches `settingsKeys.web()`); a signed-in user's add their verification status, so they
 * are fetched once, showing the guest's meanwhile.
 */
export function useWebSettings() {
  const queryClient = useQueryClient();
  const viewerId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({
    ...webSettingsQueryOptions(viewerId),
    placeholderData: () =>
      viewerId === null ? undefined : queryClient.getQueryData(settingsKeys.web()),
  });
}
