import { dehydrate, QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectStore } from '@/api/client';
import { AppProviders } from '@/components/layout/app-providers';
import { makeStore, startPersistence, whenRehydrated } from '@/store/make-store';
import { useAppSelector } from '@/store/hooks';
import { signInSucceeded } from '@/store/slices/session-slice';
import { aSession, aSessionUser, someWebSettings } from '../../support/client-fixtures';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';

afterEach(() => injectStore(null));

function SignedInName() {
  const user = useAppSelector((state) => state.session.data?.user ?? null);
  const company = useSiteSettings().company_name;
  return (
    <p>
      {company}: {user ? user.name : 'guest'}
    </p>
  );
}

function pagePropsWithSettings(settings: WebSettingsDto): Partial<PageBaseProps> {
  const queryClient = new QueryClient();
  queryClient.setQueryData(settingsKeys.web(), settings);
  return { dehydratedState: dehydrate(queryClient) };
}

async function storeSessionInLocalStorage(): Promise<void> {
  const previous = makeStore({}, { persist: true });
  startPersistence(previous);
  await whenRehydrated(previous);
  previous.dispatch(signInSucceeded(aSession({ user: aSessionUser({ name: 'Amina' }) })));
  await vi.waitFor(() => expect(window.localStorage.getItem('persist:hearth')).toContain('Amina'));
}

describe('AppProviders in the browser', () => {
  it('renders at once as a guest, then restores the stored session', async () => {
    // Signed in, the settings are fetched with the session (they carry the user's verification).
    server.use(
      http.get(apiUrl('web-settings'), () =>
        okEnvelope(someWebSettings({ company_name: 'Hearth' })),
      ),
    );
    await storeSessionInLocalStorage();
    render(
      <AppProviders pageProps={pagePropsWithSettings(someWebSettings({ company_name: 'Hearth' }))}>
        <SignedInName />
      </AppProviders>,
    );
    expect(screen.getByText('Hearth: guest')).toBeDefined();
    expect(await screen.findByText('Hearth: Amina')).toBeDefined();
  });
});
