import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { rateLimitEntries } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { closeRedisClient } from '@/server/core/redis-client';
import { randomIp, uniqueEmail, setUpAccountsTestKit } from '../../support/accounts-test-kit';

/** Runs when TEST_REDIS_URL points at a Redis server (redis://127.0.0.1:6379 on this machine). */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits in Redis (REDIS_URL set)', () => {
  const kit = setUpAccountsTestKit(redisUrl ? { REDIS_URL: redisUrl } : {});

  afterAll(async () => {
    await closeRedisClient();
    delete process.env.REDIS_URL;
    resetEnvCache();
  });

  it('counts in Redis, not in the database, and answers 429 with Retry-After', async () => {
    const email = uniqueEmail('redis');
    const ip = randomIp();
    const signIn = () =>
      kit.call('POST', 'user_signup', {
        ip,
        json: { logintype: 'email', email, password: 'guessing-1' },
      });
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await signIn()).status).toBe(401);
    const refused = await signIn();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await kit.handle.db.select().from(rateLimitEntries)).toHaveLength(0);
    const redis = new Redis(redisUrl ?? '');
    try {
      expect(await redis.keys('hearth:rl:signInPerAccount:*')).not.toHaveLength(0);
    } finally {
      redis.disconnect();
    }
  });
});
