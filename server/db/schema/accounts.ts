import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAtColumn } from './columns';

export const codeChannels = ['email', 'phone'] as const;
/**
 * sign_in and reset_password rows hold a 6-digit code sent to the destination;
 * sign_in_ticket rows hold the single-use ticket verify-otp hands out (auth_id of user_signup
 * and of user-register's second step); confirm_contact rows hold the code sent to a new email
 * or mobile of the account `user_id` (update_profile, confirmed by verify-contact).
 */
export const codePurposes = [
  'sign_in',
  'reset_password',
  'sign_in_ticket',
  'confirm_contact',
] as const;

/** One-time codes: only a hash is kept; single use, short-lived, a few tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: codeChannels }).notNull(),
    destination: text('destination').notNull(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** confirm_contact: the account whose email or mobile changes to `destination`. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('one_time_codes_lookup_idx').on(
      table.channel,
      table.destination,
      table.purpose,
      table.createdAt.desc(),
    ),
    index('one_time_codes_code_hash_idx').on(table.codeHash),
    index('one_time_codes_expires_idx').on(table.expiresAt),
  ],
);

/**
 * rate-limiter-flexible's counters (its Drizzle store, server/core/rate-limit.ts): one row per
 * rule and subject, holding the points used until `expire`. With REDIS_URL set they live in
 * Redis instead.
 */
export const rateLimitEntries = pgTable(
  'rate_limit_entries',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('rate_limit_entries_expire_idx').on(table.expire)],
);
