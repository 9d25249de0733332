import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '@/server/db/schema';
import { hashSessionToken } from '@/server/http/resolve-viewer';
import {
  dataOf,
  failureOf,
  uniqueEmail,
  uniqueMobile,
  setUpAccountsTestKit,
  type SignedIn,
} from '../../support/accounts-test-kit';

const kit = setUpAccountsTestKit();

const validInput = () => ({
  name: 'Amina Rahman',
  email: uniqueEmail('amina'),
  mobile: uniqueMobile(),
  password: 'secret-123',
  re_password: 'secret-123',
});

describe('user-register', () => {
  it('creates an email account and signs it in with a bearer token', async () => {
    const input = validInput();
    const response = await kit.call<SignedIn>('POST', 'user-register', { json: input });
    expect(response.status).toBe(201);
    const session = dataOf(response);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.user).toMatchObject({
      name: 'Amina Rahman',
      email: input.email,
      mobile: input.mobile,
      login_type: 'email',
      role: 'user',
      is_profile_complete: false,
    });
    const profile = await kit.call('GET', 'get-user-profile', { token: session.token });
    expect(dataOf(profile)).toMatchObject({ id: session.user.id, email: input.email });
  });

  it('stores only a scrypt hash of the password and a SHA-256 of the token', async () => {
    const input = validInput();
    const session = dataOf(await kit.call<SignedIn>('POST', 'user-register', { json: input }));
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
    ['passwords that differ', { re_password: 'secret-124' }, 're_password'],
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

  it('refuses an email that is taken, whatever its case, with 409 email_taken', async () => {
    const first = validInput();
    await kit.call('POST', 'user-register', { json: first });
    const response = await kit.call('POST', 'user-register', {
      json: { ...validInput(), email: first.email.toUpperCase() },
    });
    expect(response.status).toBe(409);
    const failure = failureOf(response);
    expect(failure.code).toBe('email_taken');
    expect(failure.errors?.email).toBeTruthy();
  });

  it('refuses a mobile that is taken with 409 mobile_taken', async () => {
    const first = validInput();
    await kit.call('POST', 'user-register', { json: first });
    const response = await kit.call('POST', 'user-register', {
      json: { ...validInput(), mobile: first.mobile },
    });
    expect(response.status).toBe(409);
    expect(failureOf(response)).toMatchObject({
      code: 'mobile_taken',
      errors: { mobile: expect.any(String) },
    });
  });

  it('accepts a form-encoded registration', async () => {
    const input = validInput();
    const response = await kit.call<SignedIn>('POST', 'user-register', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: new URLSearchParams(input).toString(),
    });
    expect(response.status).toBe(201);
  });
});
