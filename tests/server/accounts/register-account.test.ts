import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '@/server/db/schema';
import { hashSessionToken } from '@/server/accounts/session-token';
import {
  dataOf,
  failureOf,
  uniqueEmail,
  uniqueMobile,
  setUpAccountsTestKit,
  type SignedIn,
} from '../../support/accounts-test-kit';
import { messagesTo } from '../../support/outbox';

const kit = setUpAccountsTestKit();

const validInput = () => ({
  name: 'Amina Rahman',
  email: uniqueEmail('amina'),
  mobile: uniqueMobile(),
  password: 'quiet-harbour-17',
  re_password: 'quiet-harbour-17',
});

/** Both steps: the code to the email, then the account with verify-otp's ticket. */
async function registerWithCode(input: ReturnType<typeof validInput>) {
  const first = await kit.call('POST', 'user-register', { json: input });
  expect(first.status).toBe(200);
  const ticket = await kit.ticketFor({ email: input.email });
  return kit.call<SignedIn>('POST', 'user-register', {
    json: { ...input, auth_id: ticket.auth_id },
  });
}

describe('user-register', () => {
  it('sends a code to the email first and creates nothing', async () => {
    const input = validInput();
    const response = await kit.call('POST', 'user-register', { json: input });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      error: false,
      message: 'We sent a code to your email address. Enter it to finish creating your account.',
      data: { expires_in_seconds: 600, resend_after_seconds: 60 },
    });
    const [message] = await messagesTo(kit.dataDir, input.email);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(response.body)).not.toContain(message?.code ?? '-');
    const rows = await kit.handle.db.select().from(users).where(eq(users.email, input.email));
    expect(rows).toHaveLength(0);
  });

  it('creates the account with the code’s ticket and signs it in with a bearer token', async () => {
    const input = validInput();
    const response = await registerWithCode(input);
    expect(response.status).toBe(201);
    const session = dataOf(response);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.user).toMatchObject({
      name: 'Amina Rahman',
      email: input.email,
      mobile: input.mobile,
      email_verified: true,
      mobile_verified: false,
      login_type: 'email',
      role: 'user',
      is_profile_complete: false,
    });
    const profile = await kit.call('GET', 'get-user-profile', { token: session.token });
    expect(dataOf(profile)).toMatchObject({ id: session.user.id, email: input.email });
  });

  it('stores only a scrypt hash of the password and a SHA-256 of the token', async () => {
    const input = validInput();
    const session = dataOf(await registerWithCode(input));
    const [user] = await kit.handle.db.select().from(users).where(eq(users.id, session.user.id));
    expect(user?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(user?.passwordHash).not.toContain(input.password);
    const rows = await kit.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSessionToken(session.token));
    expect(JSON.stringify(rows)).not.toContain(session.token);
  });

  it.each([
    ['a password under 6 characters', { password: 'abc', re_password: 'abc' }, 'password'],
    ['passwords that differ', { re_password: 'quiet-harbour-18' }, 're_password'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['an invalid phone number', { mobile: '12ab' }, 'mobile'],
    ['a missing name', { name: '  ' }, 'name'],
  ])('refuses %s with 422 and a field error', async (_label, change, field) => {
    const response = await kit.call('POST', 'user-register', {
      json: { ...validInput(), ...change },
    });
    expect(response.status).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('validation_failed');
    expect(Object.keys(failure.errors ?? {})).toEqual([field]);
  });

  it.each([
    ['123456', 'This is one of the most used passwords. Choose one that is harder to guess'],
    [
      'aaaaaaa',
      'Repeated characters like "aaaa" are easy to guess. Choose a less predictable password',
    ],
    ['password1', 'This is one of the most used passwords. Choose one that is harder to guess'],
    ['qwertyuiop', 'This is one of the most used passwords. Choose one that is harder to guess'],
  ])('refuses the guessable password %s with a field error saying why', async (password, why) => {
    const response = await kit.call('POST', 'user-register', {
      json: { ...validInput(), password, re_password: password },
    });
    expect(response.status).toBe(422);
    expect(failureOf(response).errors).toEqual({ password: why });
  });

  it('refuses a password made of the person’s own name', async () => {
    const input = { ...validInput(), name: 'Zenobia Quartermaine' };
    const response = await kit.call('POST', 'user-register', {
      json: { ...input, password: 'zenobia1', re_password: 'zenobia1' },
    });
    expect(failureOf(response).errors?.password).toBeTruthy();
  });

  it.each([
    ['the whole address', (email: string) => email],
    ['the address in capitals', (email: string) => email.toUpperCase()],
    ['the part before the @', (email: string) => email.slice(0, email.indexOf('@'))],
  ])('refuses a password that is the person’s own email: %s', async (_, passwordOf) => {
    const input = validInput();
    const password = passwordOf(input.email);
    const response = await kit.call('POST', 'user-register', {
      json: { ...input, password, re_password: password },
    });
    expect(response.status).toBe(422);
    expect(failureOf(response).errors?.password).toBe(
      'The password should not contain your name or email address',
    );
  });

  it('accepts a form-encoded registration', async () => {
    const input = validInput();
    const response = await kit.call('POST', 'user-register', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: new URLSearchParams(input).toString(),
    });
    expect(response.status).toBe(200);
  });
});
