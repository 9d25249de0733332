import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DashboardScreen } from '@/components/screens/dashboard-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { aHeldPackage } from '../packages/package-fixtures';
import { renderWithProviders } from '../../support/render-with-providers';

// A loaded machine renders slowly: more time per test and per findBy*.
vi.setConfig({ testTimeout: 30_000 });
/** findBy* patience for a loaded machine. */
const slow = { timeout: 10_000 };

describe('DashboardScreen', () => {
  it('greets the user and says what the profile still needs, with a link to complete it', async () => {
    // The profile call failing leaves the session's copy of the user on screen.
    server.use(
      http.get(apiUrl('get-user-profile'), () => failEnvelope(500, 'internal_error', 'x')),
      http.get(apiUrl('get-package'), () =>
        okEnvelope({ packages: [], active_packages: [aHeldPackage({ ends_soon: true })] }),
      ),
      http.get(apiUrl('get_unread_counts'), () => okEnvelope({ messages: 3, notifications: 0 })),
    );
    renderWithProviders(<DashboardScreen />, {
      router: { pathname: '/user/dashboard', asPath: '/user/dashboard' },
      preloaded: {
        session: {
          ...initialSessionState,
          data: aSession({ user: aSessionUser({ mobile: '', profile: null }) }),
        },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Amina Rahman' }, slow),
    ).toBeTruthy();
    const completeness = screen.getByRole('region', { name: 'Profile completeness' });
    expect(within(completeness).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    expect(
      within(completeness)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Phone number', 'Profile photo']);
    expect(
      within(completeness)
        .getByRole('link', { name: 'Complete your profile' })
        .getAttribute('href'),
    ).toBe('/user/profile');
    expect(screen.getByRole('link', { name: 'Manage properties' }).getAttribute('href')).toBe(
      '/user/properties',
    );
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/subscription-plan',
    );
    expect(
      await screen.findByText(
        'Free Starter ends on Dec 1, 2026. Packages do not renew on their own: choose a package to keep your limits.',
        {},
        slow,
      ),
    ).toBeTruthy();
    // Messages lead to the chat page and say how many are unread.
    expect(screen.getByRole('link', { name: 'Open messages' }).getAttribute('href')).toBe(
      '/user/chat',
    );
    expect(await screen.findByText('3 unread messages', {}, slow)).toBeTruthy();
  });
});
