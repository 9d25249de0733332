import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { VerifiedCodeDto } from '@/contracts/dto/profile-dto';
import { oneTimeCodes } from '@/server/db/schema';
import {
  dataOf,
  failureOf,
  uniqueEmail,
  uniqueMobile,
  setUpAccountsTestKit,
} from '../../support/accounts-test-kit';
import { insertUser } from '../../support/factories';
import { latestCode, readOutbox } from '../../support/outbox';

const kit = setUpAccountsTestKit();

const requestCode = (destination: { email?: string; number?: string }) =>
  kit.call('GET', 'get-otp', { query: destination });
const verifyCode = (destination: { email?: string; number?: string }, otp: string) =>
  kit.call<VerifiedCodeDto>('GET', 'verify-otp', { query: { ...destination, otp } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Makes the destination's newest code look older, past the 60-second spacing. */
async function ageCodes(destination: string, seconds: number) {
  await kit.handle.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(oneTimeCodes.destination, destination));
}

describe('get-otp', () => {
  it('sends a code to the dev outbox and never returns it', async () => {
    const email = uniqueEmail('otp');
    const response = await requestCode({ email });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      'If this number or address can receive messages, a code is on its way.',
    );
    const entries = (await readOutbox(kit.dataDir)).filter((entry) => entry.destination === email);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toEqual({
      at: expect.any(String),
      channel: 'email',
      destination: email,
      subject: expect.stringContaining('sign-in code'),
      text: expect.stringContaining(entry!.code ?? '-'),
      code: expect.stringMatching(/^[0-9]{6}$/),
    });
    expect(JSON.stringify(response.body)).not.toContain(entry!.code ?? '-');
    const [row] = await kit.handle.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.destination, email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(entry!.code ?? '-');
  });

  it('answers the same for a number with an account and one without', async () => {
    const account = await kit.register();
    const known = await requestCode({ number: account.mobile });
    const unknown = await requestCode({ number: uniqueMobile() });
    expect(known.status).toBe(200);
    expect({ ...known.body, request_id: 0 }).toEqual({ ...unknown.body, request_id: 0 });
    expect(await latestCode(kit.dataDir, account.mobile)).toMatch(/^[0-9]{6}$/);
  });

  it('spaces codes to one destination 60 seconds apart (429 with Retry-After)', async () => {
    const email = uniqueEmail('spaced');
    expect((await requestCode({ email })).status).toBe(200);
    const again = await requestCode({ email });
    expect(again.status).toBe(429);
    expect(failureOf(again).code).toBe('rate_limited');
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('sends a new code at once when the last one was used', async () => {
    const email = uniqueEmail('used');
    await requestCode({ email });
    expect((await verifyCode({ email }, await latestCode(kit.dataDir, email))).status).toBe(200);
    expect((await requestCode({ email })).status).toBe(200);
  });

  it('replaces an older unused code with the newer one', async () => {
    const email = uniqueEmail('replace');
    await requestCode({ email });
    const first = await latestCode(kit.dataDir, email);
    await ageCodes(email, 61);
    expect((await requestCode({ email })).status).toBe(200);
    const second = await latestCode(kit.dataDir, email);
    if (first !== second) expect((await verifyCode({ email }, first)).status).toBe(422);
    expect((await verifyCode({ email }, second)).status).toBe(200);
  });

  it('asks for exactly one destination', async () => {
    const neither = await kit.call('GET', 'get-otp');
    expect(neither.status).toBe(422);
    expect(failureOf(neither).errors).toHaveProperty('number');
    const invalid = await requestCode({ number: 'call me' });
    expect(failureOf(invalid).errors).toHaveProperty('number', 'Enter a valid phone number');
  });
});

describe('verify-otp and the sign-in ticket', () => {
  it('signs up a new email address with the ticket, which works only once', async () => {
    const email = uniqueEmail('newcomer');
    await requestCode({ email });
    const verified = await verifyCode({ email }, await latestCode(kit.dataDir, email));
    expect(verified.status).toBe(200);
    const ticket = dataOf(verified);
    expect(ticket.expires_in_seconds).toBe(600);
    expect(ticket.auth_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const body = { logintype: 'email_code', auth_id: ticket.auth_id, name: 'Nadia Newcomer' };
    const signedUp = await kit.signIn(body);
    expect(signedUp.status).toBe(201);
    expect(dataOf(signedUp).user).toMatchObject({ email, name: 'Nadia Newcomer' });
    const again = await kit.call('POST', 'user_signup', { json: body });
    expect(again.status).toBe(401);
    expect(failureOf(again).code).toBe('sign_in_code_expired');
  });

  it('signs in the existing account that proved the phone number', async () => {
    const mobile = uniqueMobile();
    const account = await insertUser(kit.handle.db, { mobile, mobileVerifiedAt: new Date() });
    await requestCode({ number: mobile });
    const ticket = dataOf(
      await verifyCode({ number: mobile }, await latestCode(kit.dataDir, mobile)),
    );
    expect(ticket.is_new_account).toBe(false);
    const response = await kit.signIn({ logintype: 'phone', auth_id: ticket.auth_id });
    expect(response.status).toBe(200);
    expect(dataOf(response).user.id).toBe(account.id);
  });

  it('does not accept an email ticket for a phone sign-in', async () => {
    const email = uniqueEmail('crossed');
    await requestCode({ email });
    const ticket = dataOf(await verifyCode({ email }, await latestCode(kit.dataDir, email)));
    const response = await kit.call('POST', 'user_signup', {
      json: { logintype: 'phone', auth_id: ticket.auth_id },
    });
    expect(response.status).toBe(401);
  });

  it('refuses an expired ticket', async () => {
    const email = uniqueEmail('late');
    await requestCode({ email });
    const ticket = dataOf(await verifyCode({ email }, await latestCode(kit.dataDir, email)));
    await kit.handle.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.destination, email));
    const response = await kit.call('POST', 'user_signup', {
      json: { logintype: 'email_code', auth_id: ticket.auth_id },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a wrong code with 422 and a field error on otp', async () => {
    const email = uniqueEmail('wrong');
    await requestCode({ email });
    const response = await verifyCode({ email }, wrongCode(await latestCode(kit.dataDir, email)));
    expect(response.status).toBe(422);
    expect(failureOf(response)).toMatchObject({
      code: 'invalid_code',
      errors: { otp: 'The code is wrong or has expired.' },
    });
  });

  it('refuses a code that was already used', async () => {
    const email = uniqueEmail('twice');
    await requestCode({ email });
    const code = await latestCode(kit.dataDir, email);
    expect((await verifyCode({ email }, code)).status).toBe(200);
    expect((await verifyCode({ email }, code)).status).toBe(422);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('expired');
    await requestCode({ email });
    await kit.handle.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.destination, email));
    expect((await verifyCode({ email }, await latestCode(kit.dataDir, email))).status).toBe(422);
  });

  it('accepts the right code on the fifth try but not on the sixth', async () => {
    const fifth = uniqueEmail('fifth');
    await requestCode({ email: fifth });
    const fifthCode = await latestCode(kit.dataDir, fifth);
    for (let i = 0; i < 4; i += 1) await verifyCode({ email: fifth }, wrongCode(fifthCode));
    expect((await verifyCode({ email: fifth }, fifthCode)).status).toBe(200);

    const sixth = uniqueEmail('sixth');
    await requestCode({ email: sixth });
    const sixthCode = await latestCode(kit.dataDir, sixth);
    for (let i = 0; i < 5; i += 1) {
      expect((await verifyCode({ email: sixth }, wrongCode(sixthCode))).status).toBe(422);
    }
    expect((await verifyCode({ email: sixth }, sixthCode)).status).toBe(422);
  });

  it('lets exactly one of parallel right tries win', async () => {
    const email = uniqueEmail('race');
    await requestCode({ email });
    const code = await latestCode(kit.dataDir, email);
    const results = await Promise.all([1, 2, 3].map(() => verifyCode({ email }, code)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 422, 422]);
    const tickets = await kit.handle.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.purpose, 'sign_in_ticket'));
    expect(tickets.filter((row) => row.destination === email)).toHaveLength(1);
  });
});
