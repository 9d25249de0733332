import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { lt } from 'drizzle-orm';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import { rateLimitEntries } from '../db/schema';
import { getEnv } from '../env';
import { AppError } from './app-error';
import { clientNetwork } from './client-address';
import { redisClientFor } from './redis-client';

export interface RateLimitRule {
  /** Attempts allowed per window (times RATE_LIMIT_SCALE). */
  limit: number;
  windowSeconds: number;
  /** Once over the limit, refuse for this long (from that moment) instead of to the window's end. */
  blockSeconds?: number;
  /** What the counter is keyed on. */
  per: 'ip' | 'ip+account' | 'account' | 'destination' | 'email';
  /** The calls that count against it. */
  calls: readonly string[];
}

/**
 * Every rate limit of the API (the README's table). Counted by rate-limiter-flexible in the app
 * database (table rate_limit_entries, through its Drizzle store, on PGlite and PostgreSQL alike)
 * or, with REDIS_URL set, in Redis; either way every app instance shares them. Each call's
 * attempts count whether or not the account exists, and an exceeded limit answers the same 429
 * either way. get-otp also spaces codes to one destination 60 seconds apart (see
 * server/accounts/issue-one-time-code.ts).
 *
 * passwordGuessesPerAccount is the limit across addresses: 20 password attempts at one email in
 * 15 minutes, from anywhere, then 5 minutes of 429 for password sign-in to that email. A right
 * password clears it. Code sign-in and password reset do not count against it and are never
 * blocked by it, so nobody can lock the owner out: at worst password sign-in pauses 5 minutes.
 */
export const rateLimits = {
  signInPerAccount: {
    limit: 10,
    windowSeconds: 15 * 60,
    per: 'ip+account',
    calls: ['user_signup', 'user-register'],
  },
  signInPerIp: {
    limit: 30,
    windowSeconds: 15 * 60,
    per: 'ip',
    calls: ['user_signup', 'user-register'],
  },
  passwordGuessesPerAccount: {
    limit: 20,
    windowSeconds: 15 * 60,
    blockSeconds: 5 * 60,
    per: 'account',
    calls: ['user_signup (email + password)'],
  },
  codeRequestPerDestination: {
    limit: 5,
    windowSeconds: 60 * 60,
    per: 'destination',
    calls: ['get-otp', 'user-register', 'update_profile (new email or mobile)'],
  },
  codeRequestPerIp: {
    limit: 20,
    windowSeconds: 60 * 60,
    per: 'ip',
    calls: ['get-otp', 'user-register'],
  },
  codeCheckPerDestination: {
    limit: 10,
    windowSeconds: 15 * 60,
    per: 'destination',
    calls: ['verify-otp', 'verify-contact'],
  },
  codeCheckPerIp: {
    limit: 30,
    windowSeconds: 15 * 60,
    per: 'ip',
    calls: ['verify-otp', 'verify-contact'],
  },
  resetRequestPerEmail: {
    limit: 5,
    windowSeconds: 60 * 60,
    per: 'email',
    calls: ['forgot-password'],
  },
  resetRequestPerIp: { limit: 20, windowSeconds: 60 * 60, per: 'ip', calls: ['forgot-password'] },
  resetPerEmail: { limit: 5, windowSeconds: 60 * 60, per: 'email', calls: ['reset-password'] },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60, per: 'ip', calls: ['reset-password'] },
  contactPerIp: { limit: 5, windowSeconds: 60 * 60, per: 'ip', calls: ['contct_us'] },
  contactPerEmail: { limit: 3, windowSeconds: 60 * 60, per: 'email', calls: ['contct_us'] },
  chatMessagesPerMinute: { limit: 30, windowSeconds: 60, per: 'account', calls: ['send_message'] },
  chatMessagesPerDay: {
    limit: 500,
    windowSeconds: 24 * 60 * 60,
    per: 'account',
    calls: ['send_message'],
  },
  chatNewConversationsPerDay: {
    limit: 20,
    windowSeconds: 24 * 60 * 60,
    per: 'account',
    calls: ['send_message (the first message to a person about a listing)'],
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof rateLimits;

/** One counter to bump: the rule and what it is keyed on (an address, an email, …). */
export interface RateLimitHit {
  rule: RateLimitName;
  subject: string;
}

export const rateLimited = (retryAfterSeconds: number): AppError =>
  new AppError(
    'rate_limited',
    'Too many attempts. Please wait a little and try again.',
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** The caller's address as a rate-limit subject; IPv6 callers are grouped by their /64. */
export function rateLimitAddress(req: IncomingMessage): string {
  return clientNetwork(req);
}

/** Subjects are stored hashed: no email or address sits in the counters. */
function subjectKey(subject: string): string {
  return createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 40);
}

/** Limiters per database (the Drizzle store) or per Redis URL, per rule and scale. */
const limiters = new WeakMap<object, Map<string, RateLimiterAbstract>>();

function createLimiter(db: Database, name: RateLimitName): RateLimiterAbstract {
  const env = getEnv();
  const rule: RateLimitRule = rateLimits[name];
  const options = {
    keyPrefix: `hearth:rl:${name}`,
    points: rule.limit * env.rateLimitScale,
    duration: rule.windowSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  };
  if (env.redisUrl) {
    return new RateLimiterRedis({
      ...options,
      storeClient: redisClientFor(env.redisUrl),
      // Redis unreachable: each instance keeps counting in memory until it is back.
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }
  return new RateLimiterDrizzle({
    ...options,
    storeClient: db,
    schema: rateLimitEntries,
    clearExpiredByTimeout: false,
  });
}

function limiterFor(db: Database, name: RateLimitName): RateLimiterAbstract {
  const env = getEnv();
  const owner: object = env.redisUrl ? redisClientFor(env.redisUrl) : db;
  let byRule = limiters.get(owner);
  if (!byRule) {
    byRule = new Map();
    limiters.set(owner, byRule);
  }
  const cacheKey = `${name}:${env.rateLimitScale}`;
  let limiter = byRule.get(cacheKey);
  if (!limiter) {
    limiter = createLimiter(db, name);
    byRule.set(cacheKey, limiter);
  }
  return limiter;
}

const pruneProbability = 0.02;

/**
 * Counts one attempt against every hit and refuses with 429 and Retry-After (seconds until
 * the longest refusal ends) when any is over its limit.
 */
export async function enforceRateLimits(
  db: Database,
  hits: readonly RateLimitHit[],
): Promise<void> {
  let retryAfterMs = 0;
  for (const hit of hits) {
    try {
      await limiterFor(db, hit.rule).consume(subjectKey(hit.subject));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
    }
  }
  if (!getEnv().redisUrl && Math.random() < pruneProbability) await pruneRateLimitEntries(db);
  if (retryAfterMs > 0) throw rateLimited(retryAfterMs / 1000);
}

/** Forgets a subject's count (a right password clears its guesses). */
export async function clearRateLimit(db: Database, hit: RateLimitHit): Promise<void> {
  await limiterFor(db, hit.rule).delete(subjectKey(hit.subject));
}

/** Drops counters that expired over an hour ago (the database store; Redis expires its own). */
export async function pruneRateLimitEntries(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .delete(rateLimitEntries)
    .where(lt(rateLimitEntries.expire, new Date(now.getTime() - 3600_000)));
}
