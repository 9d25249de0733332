import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { dataOf } from '../answers';
import { defineUserQuery, useSessionUserId } from '../define-query';

/** GET `web-settings` (auth optional: the bearer is sent when signed in). */
export const webSettingsQuery = defineUserQuery('web-settings', {
  userKey: settingsKeys.web,
  answer: dataOf<WebSettingsDto>,
  // Kept a minute, not the usual ten: a page generated earlier (a listing's static page) shows
  // a settings change (the currency) once it has loaded the settings again.
  staleTime: 60_000,
});

/**
 * The marketplace settings for the current viewer. A guest's come with every page (the server
 * prefetches `settingsKeys.web()`); a signed-in user's add their verification status, so they
 * are fetched once, showing the guest's meanwhile.
 */
export function useWebSettings() {
  const queryClient = useQueryClient();
  const viewerId = useSessionUserId();
  return useQuery({
    ...webSettingsQuery.options(viewerId),
    placeholderData: () =>
      viewerId === null ? undefined : queryClient.getQueryData(settingsKeys.web()),
  });
}
