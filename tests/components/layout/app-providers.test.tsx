import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectStore } from '@/api/client';
import { AppProviders } from '@/components/layout/app-providers';
import { makeStore, startPersistence, whenRehydrated } from '@/store/make-store';
import { useAppSelector } from '@/store/hooks';
import { signInSucceeded } from '@/store/slices/session-slice';
import { aSession, aSessionUser, someWebSettings } from '../../support/client-fixtures';

afterEach(() => injectStore(null));

function SignedInName() {
  const user = useAppSelector((state) => state.session.data?.user ?? null);
  const company = useAppSelector((state) => state.settings.data?.company_name ?? '');
  return (
    <p>
      {company}: {user ? user.name : 'guest'}
    </p>
  );
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
    await storeSessionInLocalStorage();
    render(
      <AppProviders pageProps={{ settings: someWebSettings({ company_name: 'Hearth' }) }}>
        <SignedInName />
      </AppProviders>,
    );
    expect(screen.getByText('Hearth: guest')).toBeDefined();
    expect(await screen.findByText('Hearth: Amina')).toBeDefined();
  });
});
