import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { RegisterScreen } from '@/components/account/register-screen';
import { aSession } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

const codeRequested = { expires_in_seconds: 600, resend_after_seconds: 60 };

interface RegisterValues {
  name: string;
  email: string;
  mobile: string;
  password: string;
  repeat: string;
}

const valid: RegisterValues = {
  name: 'Amina Rahman',
  email: 'amina@example.test',
  mobile: '+44 7700 900123',
  password: 'quiet-harbour-17',
  repeat: 'quiet-harbour-17',
};

function renderRegister() {
  return renderWithProviders(<RegisterScreen />, {
    router: { pathname: '/register', asPath: '/register', query: {} },
  });
}

function fillAndSubmit(values: RegisterValues) {
  const change = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  change('Full name', values.name);
  change('Email address', values.email);
  change('Phone number', values.mobile);
  change('Password', values.password);
  change('Repeat the password', values.repeat);
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

describe('RegisterScreen', () => {
  it('checks every field in the browser before calling the server', async () => {
    const calls = vi.fn();
    server.use(http.post(apiUrl('user-register'), () => (calls(), okEnvelope(aSession()))));
    renderRegister();

    fillAndSubmit({
      name: 'Amina',
      email: 'amina@',
      mobile: '12ab',
      password: '12345',
      repeat: '54321',
    });

    await waitFor(() =>
      expect(errorOf('Password')).toBe('The password must be at least 6 characters.'),
    );
    expect(errorOf('Email address')).toBe('Please enter a valid email address.');
    expect(errorOf('Phone number')).toBe('Please enter a valid phone number.');
    expect(errorOf('Repeat the password')).toBe('The passwords must match.');
    expect(errorOf('Full name')).toBeNull();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toHaveBeenCalled();
  });

  it('asks for the missing fields', async () => {
    renderRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Full name')).toBe('Please enter your name.'));
    expect(errorOf('Email address')).toBe('Please enter your email address.');
    expect(errorOf('Phone number')).toBe('Please enter your phone number.');
    expect(errorOf('Password')).toBe('Please choose a password.');
  });

  it('refuses a guessable password with a message saying why, before calling the server', async () => {
    const calls = vi.fn();
    server.use(http.post(apiUrl('user-register'), () => (calls(), okEnvelope(codeRequested))));
    renderRegister();

    fillAndSubmit({ ...valid, password: 'password1', repeat: 'password1' });

    await waitFor(
      () =>
        expect(errorOf('Password')).toBe(
          'This is one of the most used passwords. Choose one that is harder to guess.',
        ),
      { timeout: 10_000 },
    );
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends a code to the email, then creates the account with the code’s ticket and signs in', async () => {
    const session = aSession();
    const registrations: unknown[] = [];
    let verified: URLSearchParams | undefined;
    server.use(
      http.post(apiUrl('user-register'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        registrations.push(body);
        return body.auth_id
          ? okEnvelope(session, { message: 'Welcome' })
          : okEnvelope(codeRequested);
      }),
      http.get(apiUrl('verify-otp'), ({ request }) => {
        verified = new URL(request.url).searchParams;
        return okEnvelope({ auth_id: 'ticket-9', expires_in_seconds: 600, is_new_account: true });
      }),
    );
    const { store, router } = renderRegister();

    fillAndSubmit(valid);

    const codeInput = await screen.findByLabelText('6-digit code', {}, { timeout: 10_000 });
    expect(
      screen.getByText(/We sent a 6-digit code to amina@example.test\. Enter it to finish/),
    ).toBeTruthy();
    expect(store.getState().session.data).toBeNull();
    fireEvent.change(codeInput, { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and create account' }));

    await waitFor(() => expect(store.getState().session.data).toEqual(session));
    const details = {
      name: 'Amina Rahman',
      email: 'amina@example.test',
      mobile: '+44 7700 900123',
      password: 'quiet-harbour-17',
      re_password: 'quiet-harbour-17',
    };
    expect(registrations).toEqual([details, { ...details, auth_id: 'ticket-9' }]);
    expect(Object.fromEntries(verified ?? [])).toEqual({
      email: 'amina@example.test',
      otp: '246810',
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/user/dashboard'));
  });

  it('says so when the emailed address turns out to have an account', async () => {
    server.use(
      http.post(apiUrl('user-register'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return body.auth_id
          ? failEnvelope(409, 'email_taken', 'An account with this email address already exists.')
          : okEnvelope(codeRequested);
      }),
      http.get(apiUrl('verify-otp'), () =>
        okEnvelope({ auth_id: 'ticket-9', expires_in_seconds: 600, is_new_account: false }),
      ),
    );
    const { store } = renderRegister();

    fillAndSubmit(valid);
    fireEvent.change(await screen.findByLabelText('6-digit code', {}, { timeout: 10_000 }), {
      target: { value: '246810' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and create account' }));

    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
    expect(store.getState().session.data).toBeNull();
  });
});
