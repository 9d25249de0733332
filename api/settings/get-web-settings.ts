import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import {
  selectSettings,
  settingsFailed,
  settingsReceived,
  settingsRequested,
} from '@/store/slices/settings-slice';
import { callApi } from '../client';
import { settingsKeys } from './keys';

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
 * The marketplace settings for the current viewer. Shows the settings already in the store (from
 * the page props or localStorage) while fetching, and copies each answer into the settings slice
 * so non-React code and the next page load see it.
 */
export function useWebSettings() {
  const dispatch = useAppDispatch();
  const viewerId = useAppSelector(selectSessionUser)?.id ?? null;
  const stored = useAppSelector(selectSettings);
  const query = useQuery({
    ...webSettingsQueryOptions(viewerId),
    placeholderData: stored ?? undefined,
  });
  const { data, dataUpdatedAt, isPlaceholderData, isFetching, isError } = query;

  useEffect(() => {
    if (isFetching) dispatch(settingsRequested());
  }, [dispatch, isFetching]);

  useEffect(() => {
    if (isError) dispatch(settingsFailed());
  }, [dispatch, isError]);

  useEffect(() => {
    if (data && !isPlaceholderData) dispatch(settingsReceived(data, dataUpdatedAt));
  }, [dispatch, data, dataUpdatedAt, isPlaceholderData]);

  return query;
}
