import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { oneTimeCodes, rateLimitEntries } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { clientAddress } from '@/server/core/client-address';
import { pruneRateLimitEntries, rateLimitAddress, rateLimits } from '@/server/core/rate-limit';
import {
  failureOf,
  randomIp,
  uniqueEmail,
  setUpAccountsTestKit,
} from '../../support/accounts-test-kit';

const kit = setUpAccountsTestKit();

const signIn = (email: string, ip: string, password = 'guessing-1') =>
  kit.call('POST', 'user_signup', {
    ip,
    json: { logintype: 'email', email, password },
  });

describe('rate limits', () => {
  it('are the documented table', () => {
    expect(rateLimits).toMatchObject({
      signInPerAccount: { limit: 10, windowSeconds: 900 },
      signInPerIp: { limit: 30, windowSeconds: 900 },
      passwordGuessesPerAccount: { limit: 20, windowSeconds: 900, blockSeconds: 300 },
      codeRequestPerDestination: { limit: 5, windowSeconds: 3600 },
      codeRequestPerIp: { limit: 20, windowSeconds: 3600 },
      codeCheckPerDestination: { limit: 10, windowSeconds: 900 },
      codeCheckPerIp: { limit: 30, windowSeconds: 900 },
      resetRequestPerEmail: { limit: 5, windowSeconds: 3600 },
      resetRequestPerIp: { limit: 20, windowSeconds: 3600 },
      resetPerEmail: { limit: 5, windowSeconds: 3600 },
      resetPerIp: { limit: 20, windowSeconds: 3600 },
    });
  });

  it('refuses the 11th sign-in for one account from one address, the same for an unknown account', async () => {
    const account = await kit.register();
    const knownIp = randomIp();
    const unknownIp = randomIp();
    const nobody = uniqueEmail('nobody');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(account.email, knownIp)).status).toBe(401);
      expect((await signIn(nobody, unknownIp)).status).toBe(401);
    }
    const known = await signIn(account.email, knownIp);
    const unknown = await signIn(nobody, unknownIp);
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect({ ...known.body, request_id: 0 }).toEqual({ ...unknown.body, request_id: 0 });
    expect(failureOf(known).code).toBe('rate_limited');
    const retryAfter = Number(known.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another address may still try that account.
    expect((await signIn(account.email, randomIp())).status).toBe(401);
  });

  it('refuses the 31st sign-in from one address across accounts', async () => {
    const ip = randomIp();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await signIn(uniqueEmail('spray'), ip)).status).toBe(401);
    }
    expect((await signIn(uniqueEmail('spray'), ip)).status).toBe(429);
  });

  it('allows five codes an hour to one destination', async () => {
    const email = uniqueEmail('codes');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await kit.call('GET', 'get-otp', { query: { email } })).status).toBe(200);
      await kit.handle.db
        .update(oneTimeCodes)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(oneTimeCodes.destination, email));
    }
    const sixth = await kit.call('GET', 'get-otp', { query: { email } });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });

  it('refuses the 11th code check for one destination', async () => {
    const email = uniqueEmail('checks');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await kit.call('GET', 'verify-otp', { query: { email, otp: '000000' } });
      expect(response.status).toBe(422);
    }
    const response = await kit.call('GET', 'verify-otp', { query: { email, otp: '000000' } });
    expect(response.status).toBe(429);
  });

  it('refuses the 6th reset request for an address, known or not, alike', async () => {
    const account = await kit.register();
    const nobody = uniqueEmail('nobody');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await kit.call('GET', 'forgot-password', { query: { email: account.email } })).status,
      ).toBe(200);
      expect((await kit.call('GET', 'forgot-password', { query: { email: nobody } })).status).toBe(
        200,
      );
    }
    const known = await kit.call('GET', 'forgot-password', { query: { email: account.email } });
    const unknown = await kit.call('GET', 'forgot-password', { query: { email: nobody } });
    expect([known.status, unknown.status]).toEqual([429, 429]);
  });

  it('drops counters that expired over an hour ago', async () => {
    const old = new Date(Date.now() - 3 * 3600_000);
    await kit.handle.db
      .insert(rateLimitEntries)
      .values({ key: 'test:old', points: 3, expire: old });
    await pruneRateLimitEntries(kit.handle.db);
    const rows = await kit.handle.db
      .select()
      .from(rateLimitEntries)
      .where(eq(rateLimitEntries.key, 'test:old'));
    expect(rows).toHaveLength(0);
  });
});

describe('password guesses at one account from many addresses (issue 11, item 5)', () => {
  it('pause password sign-in for 5 minutes after 20, the same for an unknown account', async () => {
    const account = await kit.register();
    const nobody = uniqueEmail('nobody');
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await signIn(account.email, randomIp())).status).toBe(401);
      expect((await signIn(nobody, randomIp())).status).toBe(401);
    }
    const known = await signIn(account.email, randomIp());
    const unknown = await signIn(nobody, randomIp());
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect({ ...known.body, request_id: 0 }).toEqual({ ...unknown.body, request_id: 0 });
    const retryAfter = Number(known.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(240);
    expect(retryAfter).toBeLessThanOrEqual(300);
    // Even the right password waits; other accounts do not.
    expect((await signIn(account.email, randomIp(), account.password)).status).toBe(429);
    expect((await signIn(uniqueEmail('other'), randomIp())).status).toBe(401);
  });

  it('never stop the owner signing in with a code', async () => {
    const account = await kit.register();
    for (let attempt = 1; attempt <= 21; attempt += 1) await signIn(account.email, randomIp());
    expect((await signIn(account.email, randomIp(), account.password)).status).toBe(429);
    await kit.handle.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(oneTimeCodes.destination, account.email));
    expect((await kit.call('GET', 'get-otp', { query: { email: account.email } })).status).toBe(
      200,
    );
    const ticket = await kit.ticketFor({ email: account.email });
    const response = await kit.call('POST', 'user_signup', {
      json: { logintype: 'email_code', auth_id: ticket.auth_id },
    });
    expect(response.status).toBe(200);
  });

  it('forget the guesses once the right password is given', async () => {
    const account = await kit.register();
    for (let attempt = 1; attempt <= 19; attempt += 1) await signIn(account.email, randomIp());
    expect((await signIn(account.email, randomIp(), account.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 19; attempt += 1) {
      expect((await signIn(account.email, randomIp())).status).toBe(401);
    }
  });
});

describe('the caller address', () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as IncomingMessage;

  it('ignores X-Forwarded-For unless TRUST_PROXY is on, then takes the proxy’s entry', () => {
    process.env.TRUST_PROXY = 'false';
    resetEnvCache();
    expect(clientAddress(request('::ffff:192.0.2.7', '198.51.100.1'))).toBe('192.0.2.7');
    process.env.TRUST_PROXY = 'true';
    resetEnvCache();
    expect(clientAddress(request('10.0.0.2', '203.0.113.9, 198.51.100.1'))).toBe('198.51.100.1');
    expect(clientAddress(request('10.0.0.2', 'garbage'))).toBe('10.0.0.2');
  });

  it('groups IPv6 callers by their /64', () => {
    expect(rateLimitAddress(request('2001:db8:1:2:aaaa::1'))).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress(request('2001:db8:1:2:bbbb:cccc:dddd:eeee'))).toBe('2001:db8:1:2::/64');
  });
});
