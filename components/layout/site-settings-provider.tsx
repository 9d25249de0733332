import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { useWebSettings } from '@/api/settings/get-web-settings';
import { SiteSettingsContext, withSettingsFallbacks } from './use-site-settings';

/**
 * Reads the site's settings from React Query once for the page — the signed-in viewer's when
 * they arrived, else the guest's the page came with (prefetched by the server), else defaults —
 * and gives them to every useSiteSettings below it.
 */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data } = useWebSettings();
  const settings = data ?? queryClient.getQueryData<WebSettingsDto>(settingsKeys.web()) ?? null;
  const value = useMemo(() => withSettingsFallbacks(settings), [settings]);
  return <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>;
}
