import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SignInScreen } from '@/components/account/sign-in-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, someWebSettings } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

function renderSignIn(options: { next?: string; googleSignIn?: boolean } = {}) {
  const query = options.next ? { next: options.next } : {};
  return renderWithProviders(<SignInScreen />, {
    settings: someWebSettings({
      services: { ...someWebSettings().services, google_sign_in: options.googleSignIn ?? false },
    }),
    router: { pathname: '/login', asPath: '/login', query },
  });
}

function signInWith(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInScreen', () => {
  it('signs in with email and password, keeps the session and goes on to `next`', async () => {
    const session = aSession();
    let sent: unknown;
    server.use(
      http.post(apiUrl('user_signup'), async ({ request }) => {
        sent = await request.json();
        return okEnvelope(session);
      }),
    );
    const { store, router } = renderSignIn({ next: '/user/profile' });

    signInWith('amina@example.test', 'secret-pass');

    await waitFor(() => expect(store.getState().session.data).toEqual(session));
    expect(sent).toEqual({
      logintype: 'email',
      email: 'amina@example.test',
      password: 'secret-pass',
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/user/profile'));
  });

  it('goes to the dashboard after signing in when `next` leads off the site', async () => {
    server.use(http.post(apiUrl('user_signup'), () => okEnvelope(aSession())));
    const { router } = renderSignIn({ next: 'https://evil.test/' });

    signInWith('amina@example.test', 'secret-pass');

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/user/dashboard'));
  });

  it('shows the friendly message for wrong details and stays signed out', async () => {
    server.use(
      http.post(apiUrl('user_signup'), () =>
        failEnvelope(401, 'invalid_credentials', 'The email or password is incorrect'),
      ),
    );
    const { store, router } = renderSignIn();

    signInWith('amina@example.test', 'wrong-pass');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or password is incorrect.',
    );
    expect(store.getState().session).toEqual(initialSessionState);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('checks the fields before calling the server', async () => {
    const calls = vi.fn();
    server.use(http.post(apiUrl('user_signup'), () => (calls(), okEnvelope(aSession()))));
    renderSignIn();

    signInWith('not-an-email', '');

    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toHaveBeenCalled();
  });

  it('hides the Google button when Google sign-in is off, and shows it when it is on', () => {
    const { unmount } = renderSignIn({ googleSignIn: false });
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).toBeNull();
    unmount();

    renderSignIn({ googleSignIn: true });
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeTruthy();
  });

  it('links to password reset and registration, keeping `next`', () => {
    renderSignIn({ next: '/user/profile' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?next=%2Fuser%2Fprofile',
    );
  });

  it('offers a one-time code instead of a password', () => {
    renderSignIn();
    fireEvent.click(screen.getByRole('tab', { name: 'One-time code' }));
    expect(screen.getByRole('tab', { name: 'One-time code' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('sends a visitor who is already signed in to the dashboard', async () => {
    const { router } = renderWithProviders(<SignInScreen />, {
      router: { pathname: '/login', asPath: '/login', query: {} },
      preloaded: { session: { ...initialSessionState, data: aSession() } },
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/user/dashboard'));
  });
});
