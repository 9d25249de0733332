import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountDeactivatedMessage } from '@/contracts/account-messages';
import arabic from '@/locales/ar.json';
import english from '@/locales/en.json';
import { sessions, users } from '@/server/db/schema';
import {
  dataOf,
  failureOf,
  uniqueEmail,
  setUpAccountsTestKit,
  type SignedIn,
} from '../../support/accounts-test-kit';

const kit = setUpAccountsTestKit();

const withoutRequestId = (body: object) => ({ ...body, request_id: undefined });

describe('user_signup with email and password', () => {
  it('signs in with the right password and answers a new session', async () => {
    const account = await kit.register();
    const response = await kit.passwordSignIn(account.email.toUpperCase(), account.password);
    expect(response.status).toBe(200);
    const session = dataOf(response);
    expect(session.token).not.toBe(account.token);
    expect(session.user).toMatchObject({ id: account.user.id, email: account.email });
    const [row] = await kit.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account.user.id))
      .orderBy(sessions.id);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const account = await kit.register();
    const wrongPassword = await kit.passwordSignIn(account.email, 'not the password');
    const unknownEmail = await kit.passwordSignIn(uniqueEmail('nobody'), 'not the password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(withoutRequestId(wrongPassword.body)).toEqual(withoutRequestId(unknownEmail.body));
    expect(failureOf(wrongPassword)).toMatchObject({
      code: 'invalid_credentials',
      message: 'The email or password is incorrect.',
    });
  });

  it('keeps the device push token on the session and on the user', async () => {
    const account = await kit.register();
    const session = dataOf(
      await kit.passwordSignIn(account.email, account.password, { fcm_id: 'push-token-a' }),
    );
    expect(session.user.fcm_id).toBe('push-token-a');
    const rows = await kit.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.fcmId, 'push-token-a'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a deactivated account with the spec message, but only after the right password', async () => {
    const account = await kit.register();
    await kit.handle.db.update(users).set({ isActive: false }).where(eq(users.id, account.user.id));
    const right = await kit.passwordSignIn(account.email, account.password);
    expect(right.status).toBe(401);
    expect(failureOf(right)).toMatchObject({
      code: 'account_deactivated',
      message: english['errors.account_deactivated'],
    });
    const wrong = await kit.passwordSignIn(account.email, 'not the password');
    expect(failureOf(wrong).code).toBe('invalid_credentials');
  });

  it('ends a deactivated account’s existing sessions at once', async () => {
    const account = await kit.register();
    expect((await kit.call('GET', 'get-user-profile', { token: account.token })).status).toBe(200);
    await kit.handle.db.update(users).set({ isActive: false }).where(eq(users.id, account.user.id));
    const response = await kit.call('GET', 'get-user-profile', { token: account.token });
    expect(response.status).toBe(401);
    expect(failureOf(response)).toMatchObject({
      code: 'account_deactivated',
      message: english['errors.account_deactivated'],
    });
  });

  it('says the same deactivation sentence as the English and Arabic texts mean', () => {
    expect(accountDeactivatedMessage).toBe(english['errors.account_deactivated']);
    expect(arabic['errors.account_deactivated']).toBeTruthy();
  });

  it('refuses the right password of an email nobody proved, telling to sign in by code', async () => {
    const account = await kit.register();
    await kit.handle.db
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.id, account.user.id));
    const right = await kit.passwordSignIn(account.email, account.password);
    expect(right.status).toBe(401);
    expect(failureOf(right).code).toBe('email_unconfirmed');
    const wrong = await kit.passwordSignIn(account.email, 'not the password');
    expect(failureOf(wrong).code).toBe('invalid_credentials');
  });

  it('asks for the fields each login type needs', async () => {
    const response = await kit.call('POST', 'user_signup', { json: { logintype: 'email' } });
    expect(response.status).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {}).sort()).toEqual(['email', 'password']);
    const phone = await kit.call('POST', 'user_signup', { json: { logintype: 'phone' } });
    expect(failureOf(phone).errors).toHaveProperty('auth_id');
  });
});

describe('before-logout', () => {
  it('ends this session: the token no longer works', async () => {
    const account = await kit.register();
    const response = await kit.call('POST', 'before-logout', { token: account.token, json: {} });
    expect(response.status).toBe(200);
    const after = await kit.call('GET', 'get-user-profile', { token: account.token });
    expect(after.status).toBe(401);
    expect(failureOf(after).code).toBe('session_expired');
  });

  it('leaves the account’s other sessions alive and forgets this device’s push token', async () => {
    const account = await kit.register();
    const phone = dataOf(
      await kit.passwordSignIn(account.email, account.password, { fcm_id: 'push-phone' }),
    );
    await kit.call('POST', 'before-logout', { token: phone.token, json: { fcm_id: 'push-phone' } });
    const profile = await kit.call<SignedIn['user']>('GET', 'get-user-profile', {
      token: account.token,
    });
    expect(profile.status).toBe(200);
    expect(dataOf(profile).fcm_id).toBeNull();
    const rows = await kit.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.fcmId, 'push-phone'));
    expect(rows).toHaveLength(0);
  });
});
