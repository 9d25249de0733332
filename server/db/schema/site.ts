import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Site settings as key → JSON value (company, currency, brand, feature switches). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

/**
 * The server's own secrets (e.g. the key that signs links to private files), made on first use
 * and shared by every instance on the same database. Never sent to a browser or an admin.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/**
 * The one-off data steps already done on this data set (e.g. moving premium listings' documents
 * to the private folder), by name: each runs at server start until it has succeeded once.
 */
export const dataSteps = pgTable('data_steps', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Languages offered; each one's strings live in locales/<code>.json. */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameInEnglish: text('name_in_english').notNull(),
  isRtl: boolean('is_rtl').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sequence: integer('sequence').notNull().default(0),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sequence: integer('sequence').notNull().default(0),
  ...timestamps,
});

export const reportReasons = pgTable('report_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});
