import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from '@/components/layout/account-menu';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

function renderMenu() {
  const rendered = renderWithProviders(<AccountMenu />, {
    router: { pathname: '/user/profile', asPath: '/user/profile' },
    preloaded: {
      session: {
        ...initialSessionState,
        loading: true,
        data: aSession({ user: aSessionUser({ name: 'Amina Rahman' }) }),
      },
    },
  });
  // Something cached for the user, which signing out must forget.
  rendered.queryClient.setQueryData(['account', 'profile', 7], { name: 'Amina Rahman' });
  return rendered;
}

function openMenu() {
  const trigger = screen.getByRole('button', { name: /Amina Rahman/ });
  fireEvent.click(trigger);
  return trigger;
}

describe('AccountMenu', () => {
  it('opens on the name with links to the dashboard and the profile', () => {
    renderMenu();
    const trigger = openMenu();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/user/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/user/profile',
    );

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('lists the user’s own pages, favourites, transactions and verification included, and no admin page', () => {
    renderMenu();
    openMenu();
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/user/dashboard'],
      ['Profile', '/user/profile'],
      ['My properties', '/user/properties'],
      ['My projects', '/user/projects'],
      ['Favourites', '/user/favourites'],
      ['My feed', '/user/personalised-feed'],
      ['My advertisements', '/user/advertisement'],
      ['Subscription plans', '/subscription-plan'],
      ['Transaction history', '/user/transaction-history'],
      ['Agent verification', '/user/verification'],
    ]);
  });

  it('signs out through before-logout, forgets the session and the cache, and goes home', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(apiUrl('before-logout'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return okEnvelope(null, { message: 'Signed out' });
      }),
    );
    const { store, router, queryClient } = renderMenu();

    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(store.getState().session).toEqual(initialSessionState));
    expect(authorization).toBe('Bearer token-abc');
    expect(router.push).toHaveBeenCalledWith('/');
    expect(queryClient.getQueryData(['account', 'profile', 7])).toBeUndefined();
  });

  it('clears the session even when the sign-out call fails', async () => {
    server.use(
      http.post(apiUrl('before-logout'), () =>
        failEnvelope(500, 'internal_error', 'Oops! Something went wrong'),
      ),
    );
    const { store, router, queryClient } = renderMenu();

    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(store.getState().session).toEqual(initialSessionState));
    expect(router.push).toHaveBeenCalledWith('/');
    expect(queryClient.getQueryData(['account', 'profile', 7])).toBeUndefined();
  });

  it('clears the session when the server cannot be reached at all', async () => {
    server.use(http.post(apiUrl('before-logout'), () => HttpResponse.error()));
    const { store } = renderMenu();

    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(store.getState().session.data).toBeNull());
  });
});
