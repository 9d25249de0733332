import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import { getEnv } from '../env';
import { AppError } from './app-error';
import { clientAddress } from './client-address';

export interface RateLimitRule {
  /** Attempts allowed per window (times RATE_LIMIT_SCALE). */
  limit: number;
  windowSeconds: number;
  /** What the counter is keyed on. */
  per: 'ip' | 'ip+account' | 'destination' | 'email';
  /** The calls that count against it. */
  calls: readonly string[];
}

/**
 * Every rate limit of the API: fixed windows counted in the rate_limit_counters table, so all
 * app instances share them. Each call's attempts count whether or not the account exists, and
 * an exceeded limit answers the same 429 either way. get-otp also spaces codes to the same
 * destination 60 seconds apart (see server/accounts/issue-one-time-code.ts).
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
  codeRequestPerDestination: {
    limit: 5,
    windowSeconds: 60 * 60,
    per: 'destination',
    calls: ['get-otp'],
  },
  codeRequestPerIp: { limit: 20, windowSeconds: 60 * 60, per: 'ip', calls: ['get-otp'] },
  codeCheckPerDestination: {
    limit: 10,
    windowSeconds: 15 * 60,
    per: 'destination',
    calls: ['verify-otp'],
  },
  codeCheckPerIp: { limit: 30, windowSeconds: 15 * 60, per: 'ip', calls: ['verify-otp'] },
  resetRequestPerEmail: {
    limit: 5,
    windowSeconds: 60 * 60,
    per: 'email',
    calls: ['forgot-password'],
  },
  resetRequestPerIp: { limit: 20, windowSeconds: 60 * 60, per: 'ip', calls: ['forgot-password'] },
  resetPerEmail: { limit: 5, windowSeconds: 60 * 60, per: 'email', calls: ['reset-password'] },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60, per: 'ip', calls: ['reset-password'] },
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
    429,
    'Too many attempts. Please wait a little and try again.',
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** The caller's address as a rate-limit subject; IPv6 callers are grouped by their /64. */
export function rateLimitAddress(req: IncomingMessage): string {
  const address = clientAddress(req);
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function counterKey(hit: RateLimitHit): string {
  const digest = createHash('sha256').update(hit.subject.toLowerCase()).digest('hex');
  return `${hit.rule}:${digest.slice(0, 40)}`;
}

const pruneProbability = 0.02;

/**
 * Counts one attempt against every hit (an atomic upsert per counter) and refuses with 429 and
 * Retry-After (seconds to the end of the longest exceeded window) when any is over its limit.
 */
export async function enforceRateLimits(
  db: Database,
  hits: readonly RateLimitHit[],
  now: Date = new Date(),
): Promise<void> {
  const scale = getEnv().rateLimitScale;
  let retryAfter = 0;
  for (const hit of hits) {
    const rule: RateLimitRule = rateLimits[hit.rule];
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key: counterKey(hit), windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    if ((row?.count ?? 0) > rule.limit * scale) {
      const remaining = (windowStart.getTime() + windowMs - now.getTime()) / 1000;
      retryAfter = Math.max(retryAfter, remaining);
    }
  }
  if (Math.random() < pruneProbability) await pruneRateLimitCounters(db, now);
  if (retryAfter > 0) throw rateLimited(retryAfter);
}

/** Drops counters of windows that ended (the longest window is an hour). */
export async function pruneRateLimitCounters(db: Database, now: Date = new Date()): Promise<void> {
  const longest = Math.max(...Object.values(rateLimits).map((rule) => rule.windowSeconds));
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - longest * 2000)));
}
