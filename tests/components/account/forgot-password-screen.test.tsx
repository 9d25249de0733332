import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordScreen } from '@/components/account/forgot-password-screen';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

function renderScreen() {
  return renderWithProviders(<ForgotPasswordScreen />, {
    router: { pathname: '/forgot-password', asPath: '/forgot-password' },
  });
}

async function askForCode(email = 'amina@example.test') {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
  await screen.findByLabelText('6-digit code');
}

function choosePassword(code: string, password: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ForgotPasswordScreen', () => {
  it('goes from the email to the code and a new password, then offers to sign in', async () => {
    let asked: URLSearchParams | undefined;
    let reset: unknown;
    server.use(
      http.get(apiUrl('forgot-password'), ({ request }) => {
        asked = new URL(request.url).searchParams;
        return okEnvelope(null, {
          message: 'If the address has an account, a code is on its way.',
        });
      }),
      http.post(apiUrl('reset-password'), async ({ request }) => {
        reset = await request.json();
        return okEnvelope(null, { message: 'Password changed' });
      }),
    );
    renderScreen();

    await askForCode();
    expect(asked?.get('email')).toBe('amina@example.test');
    expect(
      screen.getByText(/If amina@example.test belongs to an account, a code is on its way./),
    ).toBeTruthy();

    choosePassword('123456', 'violet-harbour-42', 'violet-harbour-42');

    expect(
      await screen.findByText(
        'Your password has been changed. You can now sign in with the new one.',
      ),
    ).toBeTruthy();
    expect(reset).toEqual({
      email: 'amina@example.test',
      otp: '123456',
      password: 'violet-harbour-42',
      re_password: 'violet-harbour-42',
    });
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('checks the new password twice before calling the server', async () => {
    const calls = vi.fn();
    server.use(
      http.get(apiUrl('forgot-password'), () => okEnvelope(null)),
      http.post(apiUrl('reset-password'), () => (calls(), okEnvelope(null))),
    );
    renderScreen();
    await askForCode();

    choosePassword('123456', 'abc', 'abd');

    expect(await screen.findByText('The password must be at least 6 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords must match.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows a wrong code on the code field', async () => {
    server.use(
      http.get(apiUrl('forgot-password'), () => okEnvelope(null)),
      http.post(apiUrl('reset-password'), () =>
        failEnvelope(422, 'invalid_code', 'The code is not correct', {
          errors: { otp: 'The code is not correct' },
        }),
      ),
    );
    renderScreen();
    await askForCode();

    choosePassword('999999', 'violet-harbour-42', 'violet-harbour-42');

    await waitFor(() =>
      expect(screen.getByLabelText('6-digit code').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(
      screen.getByText(
        'This code is not correct or has expired. Please check it or ask for a new one.',
      ),
    ).toBeTruthy();
  });
});
