import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const codeChannels = ['email', 'phone'] as const;
/**
 * sign_in and reset_password rows hold a 6-digit code sent to the destination;
 * sign_in_ticket rows hold the single-use ticket verify-otp hands out (auth_id of user_signup).
 */
export const codePurposes = ['sign_in', 'reset_password', 'sign_in_ticket'] as const;

/** One-time codes: only a hash is kept; single use, short-lived, a few tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: codeChannels }).notNull(),
    destination: text('destination').notNull(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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

/** Fixed-window counters for rate limits, shared by every app instance through the database. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_window_idx').on(table.windowStart),
  ],
);
