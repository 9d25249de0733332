import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterScreen } from '@/components/account/register-screen';
import { aSession } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, installMswServer, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

vi.mock('next/head', () => ({
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

const server = installMswServer();

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
  password: 'secret-pass',
  repeat: 'secret-pass',
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

  it('shows a taken email on the email field', async () => {
    server.use(
      http.post(apiUrl('user-register'), () =>
        failEnvelope(409, 'email_taken', 'An account with this email already exists'),
      ),
    );
    const { store } = renderRegister();

    fillAndSubmit(valid);

    await waitFor(() =>
      expect(errorOf('Email address')).toBe('An account with this email already exists.'),
    );
    expect(errorOf('Phone number')).toBeNull();
    expect(store.getState().session.data).toBeNull();
  });

  it('registers, signs in and goes to the dashboard', async () => {
    const session = aSession();
    let sent: unknown;
    server.use(
      http.post(apiUrl('user-register'), async ({ request }) => {
        sent = await request.json();
        return okEnvelope(session, { message: 'Welcome' });
      }),
    );
    const { store, router } = renderRegister();

    fillAndSubmit(valid);

    await waitFor(() => expect(store.getState().session.data).toEqual(session));
    expect(sent).toEqual({
      name: 'Amina Rahman',
      email: 'amina@example.test',
      mobile: '+44 7700 900123',
      password: 'secret-pass',
      re_password: 'secret-pass',
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/user/dashboard'));
  });
});
