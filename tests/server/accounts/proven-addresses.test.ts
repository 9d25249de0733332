import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CodeRequestedDto, ProfileDto, UpdatedProfileDto } from '@/contracts/dto/profile-dto';
import { hashPassword } from '@/server/accounts/hash-password';
import { createSession } from '@/server/accounts/create-session';
import { oneTimeCodes, sessions, users } from '@/server/db/schema';
import {
  dataOf,
  failureOf,
  uniqueEmail,
  uniqueMobile,
  setUpAccountsTestKit,
  type SignedIn,
} from '../../support/accounts-test-kit';
import { insertUser } from '../../support/factories';
import { codeSentBy, latestCode, messagesTo } from '../../support/outbox';

const kit = setUpAccountsTestKit();

/** Codes to one address are 60 seconds apart: make the last ones look older. */
async function ageCodes(destination: string) {
  await kit.handle.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(oneTimeCodes.destination, destination));
}

/** Signs in with a code sent to the address, as the code form does (name for a new account). */
async function codeSignIn(destination: { email: string } | { number: string }, name?: string) {
  await ageCodes('email' in destination ? destination.email : destination.number);
  dataOf(await kit.call('GET', 'get-otp', { query: destination }));
  const ticket = await kit.ticketFor(destination);
  const logintype = 'email' in destination ? 'email_code' : 'phone';
  const response = await kit.signIn({
    logintype,
    auth_id: ticket.auth_id,
    ...(name ? { name } : {}),
  });
  return { ticket, response };
}

async function userRow(id: number) {
  const [row] = await kit.handle.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** An account as rows from before verification look: nothing proven, a password, a session. */
async function oldAccount(values: { email?: string; mobile?: string; password?: string }) {
  const user = await insertUser(kit.handle.db, {
    name: 'Old Name',
    email: values.email ?? null,
    mobile: values.mobile ?? null,
    passwordHash: values.password ? await hashPassword(values.password) : null,
  });
  const { token } = await createSession(kit.handle.db, user.id);
  return { user, token };
}

const registration = (email: string, password = 'attacker-chosen-9') => ({
  name: 'Mallory',
  email,
  mobile: uniqueMobile(),
  password,
  re_password: password,
});

describe('pre-account takeover (issue 11, item 1)', () => {
  it('fails at the step that used to succeed: the victim’s code sign-in lands in a new account of theirs', async () => {
    const victim = uniqueEmail('victim');
    // 1. The attacker registers the victim's address with a password: no account, no session.
    const registered = await kit.call<CodeRequestedDto>('POST', 'user-register', {
      json: registration(victim),
    });
    expect(registered.status).toBe(200);
    expect(dataOf(registered)).not.toHaveProperty('token');
    expect((await kit.passwordSignIn(victim, 'attacker-chosen-9')).status).toBe(401);
    // 2. The victim signs in with a code sent to their email: a new account, their own name.
    const { ticket, response } = await codeSignIn({ email: victim }, 'Victoria');
    expect(ticket.is_new_account).toBe(true);
    expect(response.status).toBe(201);
    const session = dataOf(response);
    expect(session.user).toMatchObject({ name: 'Victoria', email: victim, email_verified: true });
    // 3. The attacker's password still opens nothing, and the victim's profile stays theirs.
    const attacker = await kit.passwordSignIn(victim, 'attacker-chosen-9');
    expect(attacker.status).toBe(401);
    expect(failureOf(attacker).code).toBe('invalid_credentials');
    expect((await userRow(session.user.id))?.passwordHash).toBeNull();
  });

  it('answers registration the same for a proven address and a free one, and tells the owner', async () => {
    const owner = await kit.register();
    const free = uniqueEmail('free');
    const taken = await kit.call('POST', 'user-register', { json: registration(owner.email) });
    const fresh = await kit.call('POST', 'user-register', { json: registration(free) });
    expect(taken.status).toBe(200);
    expect({ ...taken.body, request_id: 0 }).toEqual({ ...fresh.body, request_id: 0 });
    const toOwner = (await messagesTo(kit.dataDir, owner.email)).at(-1);
    expect(toOwner).toMatchObject({ code: null, subject: expect.stringContaining('tried') });
    expect((await messagesTo(kit.dataDir, free)).at(-1)?.code).toMatch(/^\d{6}$/);
  });

  it('creates the account only with the ticket of the code sent to that email', async () => {
    const mine = uniqueEmail('mine');
    const theirs = uniqueEmail('theirs');
    await kit.call('POST', 'user-register', { json: registration(mine) });
    await kit.call('POST', 'user-register', { json: registration(theirs) });
    const ticket = await kit.ticketFor({ email: mine });
    const crossed = await kit.call('POST', 'user-register', {
      json: { ...registration(theirs), auth_id: ticket.auth_id },
    });
    expect(crossed.status).toBe(401);
    expect(failureOf(crossed).code).toBe('sign_in_code_expired');
    const created = await kit.call<SignedIn>('POST', 'user-register', {
      json: { ...registration(mine), auth_id: ticket.auth_id },
    });
    expect(created.status).toBe(201);
    const row = await userRow(dataOf(created).user.id);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.mobileVerifiedAt).toBeNull();
  });

  it('tells only the holder of a proven email that it has an account (409 on the second step)', async () => {
    const owner = await kit.register();
    await ageCodes(owner.email);
    dataOf(await kit.call('GET', 'get-otp', { query: { email: owner.email } }));
    const ticket = await kit.ticketFor({ email: owner.email });
    const response = await kit.call('POST', 'user-register', {
      json: { ...registration(owner.email), auth_id: ticket.auth_id },
    });
    expect(response.status).toBe(409);
    expect(failureOf(response).code).toBe('email_taken');
  });
});

describe('accounts from before verification', () => {
  it('refuse their password until the email is proven', async () => {
    const email = uniqueEmail('legacy');
    await oldAccount({ email, password: 'legacy-password-7' });
    const response = await kit.passwordSignIn(email, 'legacy-password-7');
    expect(response.status).toBe(401);
    expect(failureOf(response).code).toBe('email_unconfirmed');
  });

  it('are taken over by a code sign-in: password and sessions dropped, the name kept', async () => {
    const email = uniqueEmail('claimed');
    const old = await oldAccount({ email, password: 'legacy-password-7' });
    const { ticket, response } = await codeSignIn({ email });
    expect(ticket.is_new_account).toBe(false);
    expect(response.status).toBe(200);
    expect(dataOf(response).user).toMatchObject({ id: old.user.id, name: 'Old Name' });
    const row = await userRow(old.user.id);
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const before = await kit.call('GET', 'get-user-profile', { token: old.token });
    expect(before.status).toBe(401);
    expect((await kit.passwordSignIn(email, 'legacy-password-7')).status).toBe(401);
  });

  it('are taken over by a password reset, which proves the email', async () => {
    const email = uniqueEmail('reset');
    const old = await oldAccount({ email, password: 'legacy-password-7' });
    const { code: otp } = await codeSentBy(kit.dataDir, email, async () =>
      dataOf(await kit.call('GET', 'forgot-password', { query: { email } })),
    );
    const reset = await kit.call('POST', 'reset-password', {
      json: { email, otp, password: 'harbour-violet-55', re_password: 'harbour-violet-55' },
    });
    expect(reset.status).toBe(200);
    expect(dataOf(await kit.passwordSignIn(email, 'harbour-violet-55')).user.id).toBe(old.user.id);
    expect((await kit.call('GET', 'get-user-profile', { token: old.token })).status).toBe(401);
  });
});

describe('an address shown but never proven on an account that proved something else', () => {
  it('signs in nowhere: a phone sign-in makes a new account and takes the number from the other', async () => {
    const registrant = await kit.register();
    const { ticket, response } = await codeSignIn({ number: registrant.mobile }, 'Phone Owner');
    expect(ticket.is_new_account).toBe(true);
    expect(response.status).toBe(201);
    const session = dataOf(response);
    expect(session.user.id).not.toBe(registrant.user.id);
    expect(session.user).toMatchObject({ mobile: registrant.mobile, mobile_verified: true });
    expect((await userRow(registrant.user.id))?.mobile).toBeNull();
  });

  it('gets no password reset code', async () => {
    const email = uniqueEmail('unproven');
    await insertUser(kit.handle.db, {
      email,
      mobile: uniqueMobile(),
      mobileVerifiedAt: new Date(),
    });
    dataOf(await kit.call('GET', 'forgot-password', { query: { email } }));
    expect(await messagesTo(kit.dataDir, email)).toHaveLength(0);
  });
});

describe('code sign-up asks a name (issue 11, item 14)', () => {
  it('refuses a new account without a name, keeping the ticket, and uses the name given', async () => {
    const email = uniqueEmail('nameless');
    dataOf(await kit.call('GET', 'get-otp', { query: { email } }));
    const ticket = await kit.ticketFor({ email });
    expect(ticket.is_new_account).toBe(true);
    const nameless = await kit.call('POST', 'user_signup', {
      json: { logintype: 'email_code', auth_id: ticket.auth_id },
    });
    expect(nameless.status).toBe(422);
    expect(failureOf(nameless).errors).toEqual({ name: 'Enter your name' });
    const named = await kit.signIn({
      logintype: 'email_code',
      auth_id: ticket.auth_id,
      name: 'Nadia',
    });
    expect(named.status).toBe(201);
    expect(dataOf(named).user.name).toBe('Nadia');
  });
});

describe('changing email or mobile (update_profile, then verify-contact)', () => {
  const update = (token: string, json: Record<string, unknown>) =>
    kit.call<UpdatedProfileDto>('POST', 'update_profile', { token, json });
  const verifyContact = (token: string, json: Record<string, unknown>) =>
    kit.call<ProfileDto>('POST', 'verify-contact', { token, json });

  it('keeps the old email until the code sent to the new one is entered', async () => {
    const account = await kit.register();
    const next = uniqueEmail('next');
    const response = await update(account.token, { email: next, city: 'Porto' });
    expect(response.status).toBe(200);
    const saved = dataOf(response);
    expect(saved).toMatchObject({ email: account.email, city: 'Porto' });
    expect(saved.codes_sent).toEqual([
      { field: 'email', destination: next, expires_in_seconds: 600, resend_after_seconds: 60 },
    ]);
    const otp = await latestCode(kit.dataDir, next);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const refused = await verifyContact(account.token, { email: next, otp: wrong });
    expect(refused.status).toBe(422);
    expect(failureOf(refused).errors).toHaveProperty('otp');
    const confirmed = await verifyContact(account.token, { email: next, otp });
    expect(dataOf(confirmed)).toMatchObject({ email: next, email_verified: true });
    expect(dataOf(await kit.passwordSignIn(next, account.password)).user.id).toBe(account.user.id);
    expect((await kit.passwordSignIn(account.email, account.password)).status).toBe(401);
  });

  it('accepts the code only from the account it was sent for', async () => {
    const account = await kit.register();
    const intruder = await kit.register();
    const next = uniqueEmail('bound');
    await update(account.token, { email: next });
    const otp = await latestCode(kit.dataDir, next);
    const response = await verifyContact(intruder.token, { email: next, otp });
    expect(response.status).toBe(422);
    expect((await userRow(intruder.user.id))?.email).toBe(intruder.email);
  });

  it('answers the same for an address another account proved, whose owner gets a notice', async () => {
    const owner = await kit.register();
    const account = await kit.register();
    const response = await update(account.token, { email: owner.email });
    expect(response.status).toBe(200);
    expect(dataOf(response).codes_sent).toHaveLength(1);
    expect((await messagesTo(kit.dataDir, owner.email)).at(-1)?.code).toBeNull();
    expect(dataOf(response).email).toBe(account.email);
  });

  it('proves a mobile, which then signs in to this account', async () => {
    const account = await kit.register();
    expect(account.user).toMatchObject({ mobile_verified: false });
    const sent = dataOf(await update(account.token, { mobile: account.mobile }));
    expect(sent.codes_sent.map((code) => code.field)).toEqual(['mobile']);
    const otp = await latestCode(kit.dataDir, account.mobile);
    const confirmed = await verifyContact(account.token, { mobile: account.mobile, otp });
    expect(dataOf(confirmed)).toMatchObject({ mobile: account.mobile, mobile_verified: true });
    const { response } = await codeSignIn({ number: account.mobile });
    expect(dataOf(response).user.id).toBe(account.user.id);
  });

  it('sends no code when the email and mobile sent are the account’s proven ones', async () => {
    const account = await kit.register();
    const response = await update(account.token, { email: account.email.toUpperCase() });
    expect(dataOf(response).codes_sent).toEqual([]);
  });

  it('ends no session when an address is confirmed from the profile', async () => {
    const account = await kit.register();
    const next = uniqueEmail('stay');
    await update(account.token, { email: next });
    const otp = await latestCode(kit.dataDir, next);
    dataOf(await verifyContact(account.token, { email: next, otp }));
    const live = await kit.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account.user.id));
    expect(live.some((row) => row.revokedAt === null)).toBe(true);
  });
});
