import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeSignInForm } from '@/components/account/code-sign-in-form';
import { resendCountdownSeconds } from '@/contracts/requests/account-requests';
import { aSession } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

beforeEach(() => {
  // Fake clocks that still move with real time, so MSW and waitFor keep working.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Records the query of each `get-otp` call. */
function answerCodeRequests(): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('get-otp'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return okEnvelope(null, { message: 'If the number can receive codes, one is on its way.' });
    }),
  );
  return requests;
}

async function sendCodeToPhone(number = '+44 7700 900123') {
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: number } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('6-digit code');
  // The step appeared outside act(): let React run its effects (the countdown starts there).
  await act(async () => {});
}

describe('CodeSignInForm', () => {
  it('asks for a code, then keeps "Resend" disabled for 60 seconds with the time left', async () => {
    const requests = answerCodeRequests();
    renderWithProviders(<CodeSignInForm />);

    await sendCodeToPhone();

    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ number: '+44 7700 900123' });
    expect(screen.getByText(/We sent a 6-digit code to \+44 7700 900123/)).toBeTruthy();
    const resend = () => screen.getByRole('button', { name: /Resend code/ });
    expect(resendCountdownSeconds).toBe(60);
    expect(resend().textContent).toBe('Resend code in 60s');
    expect(resend()).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(30_000));
    expect(resend().textContent).toBe('Resend code in 30s');
    expect(resend()).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(30_000));
    expect(resend().textContent).toBe('Resend code');
    expect(resend()).toHaveProperty('disabled', false);

    fireEvent.click(resend());
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(await screen.findByText('We sent a new code.')).toBeTruthy();
    await waitFor(() => expect(resend().textContent).toBe('Resend code in 60s'));
    expect(resend()).toHaveProperty('disabled', true);
  });

  it('shows a wrong code as an error on the code field', async () => {
    answerCodeRequests();
    server.use(
      http.get(apiUrl('verify-otp'), () =>
        failEnvelope(422, 'invalid_code', 'The code is not correct', {
          errors: { otp: 'The code is not correct' },
        }),
      ),
    );
    renderWithProviders(<CodeSignInForm />);
    await sendCodeToPhone();

    const codeInput = screen.getByLabelText('6-digit code');
    fireEvent.change(codeInput, { target: { value: '12 34 56' } });
    expect(codeInput).toHaveProperty('value', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    const error = await screen.findByText(
      'This code is not correct or has expired. Please check it or ask for a new one.',
    );
    expect(codeInput.getAttribute('aria-invalid')).toBe('true');
    expect(codeInput.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('checks the code has six digits before calling the server', async () => {
    answerCodeRequests();
    renderWithProviders(<CodeSignInForm />);
    await sendCodeToPhone();

    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByText('The code has 6 digits.')).toBeTruthy();
  });

  it('signs in with the ticket from a correct code sent by email', async () => {
    const requests = answerCodeRequests();
    let verified: URLSearchParams | undefined;
    let signedUp: unknown;
    server.use(
      http.get(apiUrl('verify-otp'), ({ request }) => {
        verified = new URL(request.url).searchParams;
        return okEnvelope({ auth_id: 'ticket-1', expires_in_seconds: 300, is_new_account: false });
      }),
      http.post(apiUrl('user_signup'), async ({ request }) => {
        signedUp = await request.json();
        return okEnvelope(aSession());
      }),
    );
    const { store } = renderWithProviders(<CodeSignInForm />);

    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'amina@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('6-digit code'), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(store.getState().session.data?.token).toBe('token-abc'));
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ email: 'amina@example.test' });
    expect(Object.fromEntries(verified ?? [])).toEqual({
      email: 'amina@example.test',
      otp: '654321',
    });
    expect(signedUp).toEqual({ logintype: 'email_code', auth_id: 'ticket-1' });
  });

  it('asks the name of a new account instead of making one up, then signs up with it', async () => {
    answerCodeRequests();
    const signUps: unknown[] = [];
    server.use(
      http.get(apiUrl('verify-otp'), () =>
        okEnvelope({ auth_id: 'ticket-2', expires_in_seconds: 600, is_new_account: true }),
      ),
      http.post(apiUrl('user_signup'), async ({ request }) => {
        signUps.push(await request.json());
        return okEnvelope(aSession(), { message: 'Welcome! Your account is ready.' });
      }),
    );
    const { store } = renderWithProviders(<CodeSignInForm />);
    await sendCodeToPhone();

    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByText('Welcome! You are new here.')).toBeTruthy();
    expect(signUps).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(signUps).toEqual([]);

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: '  Nadia Haddad ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(store.getState().session.data?.token).toBe('token-abc'));
    expect(signUps).toEqual([{ logintype: 'phone', auth_id: 'ticket-2', name: 'Nadia Haddad' }]);
  });

  it('refuses an invalid phone number before asking for a code', async () => {
    const requests = answerCodeRequests();
    renderWithProviders(<CodeSignInForm />);

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Please enter a valid phone number.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
