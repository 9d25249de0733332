import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardScreen } from '@/components/account/dashboard-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, installMswServer } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

vi.mock('next/head', () => ({
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

const server = installMswServer();

describe('DashboardScreen', () => {
  it('greets the user and says what the profile still needs, with a link to complete it', async () => {
    // The profile call failing leaves the session's copy of the user on screen.
    server.use(
      http.get(apiUrl('get-user-profile'), () => failEnvelope(500, 'internal_error', 'x')),
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
      await screen.findByRole('heading', { level: 1, name: 'Hello, Amina Rahman' }),
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
    // The plans page is still to come: no link to it, the card says so.
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
    expect(screen.getAllByText('Coming soon').length).toBeGreaterThan(0);
  });
});
