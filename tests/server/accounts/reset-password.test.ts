import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { planPasswordReset } from '@/server/accounts/request-password-reset';
import { getLogger } from '@/server/core/logger';
import { oneTimeCodes, users } from '@/server/db/schema';
import { failureOf, uniqueEmail, setUpAccountsTestKit } from '../../support/accounts-test-kit';
import { codeSentBy, latestCode, readOutbox } from '../../support/outbox';

const kit = setUpAccountsTestKit();

const forgot = (email: string) => kit.call('GET', 'forgot-password', { query: { email } });
const reset = (email: string, otp: string, password = 'brand-new-pass') =>
  kit.call('POST', 'reset-password', { json: { email, otp, password, re_password: password } });

describe('forgot-password and reset-password', () => {
  it('resets the password with the emailed code and ends every old session', async () => {
    const account = await kit.register();
    const { answer: forgotten, code } = await codeSentBy(kit.dataDir, account.email, () =>
      forgot(account.email),
    );
    expect(forgotten.status).toBe(200);
    expect(JSON.stringify(forgotten.body)).not.toContain(code);

    const response = await reset(account.email, code);
    expect(response.status).toBe(200);
    expect((await kit.passwordSignIn(account.email, account.password)).status).toBe(401);
    expect((await kit.passwordSignIn(account.email, 'brand-new-pass')).status).toBe(200);
    const old = await kit.call('GET', 'get-user-profile', { token: account.token });
    expect(old.status).toBe(401);
  });

  it('answers the same whether or not an account has the address', async () => {
    const account = await kit.register();
    const nobody = uniqueEmail('nobody');
    const { answer: known } = await codeSentBy(kit.dataDir, account.email, () =>
      forgot(account.email),
    );
    const unknown = await forgot(nobody);
    expect(known.status).toBe(unknown.status);
    expect({ ...known.body, request_id: 0 }).toEqual({ ...unknown.body, request_id: 0 });
    const sentTo = (await readOutbox(kit.dataDir)).map((entry) => entry.destination);
    expect(sentTo).not.toContain(nobody);
  });

  it('issues the code only after answering, with the same lookups before it for either address', async () => {
    const account = await kit.register();
    const codesTo = async (email: string) =>
      (
        await kit.handle.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.destination, email))
      ).filter((row) => row.purpose === 'reset_password').length;
    const sendCode = await planPasswordReset(kit.handle.db, account.email, getLogger());
    expect(await planPasswordReset(kit.handle.db, uniqueEmail('nobody'), getLogger())).toBeNull();
    // Planned, not yet issued: what the answer waits for is the same one lookup either way.
    expect(sendCode).toBeTypeOf('function');
    expect(await codesTo(account.email)).toBe(0);
    await sendCode!();
    expect(await codesTo(account.email)).toBe(1);
  });

  it('sends nothing to a deactivated account', async () => {
    const account = await kit.register();
    await kit.handle.db.update(users).set({ isActive: false }).where(eq(users.id, account.user.id));
    const sentBefore = await readOutbox(kit.dataDir);
    expect((await forgot(account.email)).status).toBe(200);
    const sentTo = (await readOutbox(kit.dataDir))
      .slice(sentBefore.length)
      .map((entry) => entry.destination);
    expect(sentTo).not.toContain(account.email);
  });

  it('refuses a wrong code with 422 invalid_code and keeps the old password', async () => {
    const account = await kit.register();
    const { code } = await codeSentBy(kit.dataDir, account.email, () => forgot(account.email));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const response = await reset(account.email, wrong);
    expect(response.status).toBe(422);
    expect(failureOf(response)).toMatchObject({
      code: 'invalid_code',
      errors: { otp: expect.any(String) },
    });
    expect((await kit.passwordSignIn(account.email, account.password)).status).toBe(200);
  });

  it('does not take a sign-in code as a reset code', async () => {
    const account = await kit.register();
    await kit.call('GET', 'get-otp', { query: { email: account.email } });
    const signInCode = await latestCode(kit.dataDir, account.email);
    expect((await reset(account.email, signInCode)).status).toBe(422);
  });

  it('checks the new password like registration does', async () => {
    const response = await kit.call('POST', 'reset-password', {
      json: { email: uniqueEmail(), otp: '123456', password: 'abc', re_password: 'abd' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {}).sort()).toEqual([
      'password',
      're_password',
    ]);
  });
});
