import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationParams } from '@/contracts/dto/notification-dto';
import { notificationTypes } from '@/contracts/dto/notification-dto';
import { userReference, users } from './users';
import { cascadeReference, createdAtColumn } from './columns';

/**
 * A user's notification. `event_key` names the event that caused it (`listing_approved:12:3`),
 * unique per user, so an event delivered twice (a retried job, a repeated call) makes one.
 * Kept 180 days.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    type: text('type', { enum: notificationTypes }).notNull(),
    eventKey: text('event_key').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('notifications_event_unique').on(table.userId, table.eventKey),
    index('notifications_user_idx').on(table.userId, table.id.desc()),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_created_idx').on(table.createdAt),
  ],
);

/** A user's choice of channels for one type; a type without a row uses the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userReference(),
    type: text('type', { enum: notificationTypes }).notNull(),
    inApp: boolean('in_app').notNull().default(true),
    push: boolean('push').notNull().default(true),
    email: boolean('email').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/**
 * What a user's live streams carry (new and deleted messages, read receipts, notifications),
 * numbered in order: a stream that reconnects with the last id it saw is sent what it missed
 * from here, and never anything twice. Kept a day.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userReference(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('live_events_user_idx').on(table.userId, table.id)],
);

/**
 * When a user last had a live stream open (`GET events`): set when a stream opens, at each
 * heartbeat and when it closes. A missed-message email is not sent to someone who was there.
 */
export const livePresence = pgTable('live_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Emails sent for events, by the event's key (`missed_messages:<conversation>:<user>:<first
 * unread message>`): a job run twice sends one.
 */
export const emailDeliveries = pgTable('email_deliveries', {
  key: text('key').primaryKey(),
  sentAt: createdAtColumn(),
});

/** Pushes sent, one per notification and device token: a job run twice pushes once. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: cascadeReference('notification_id', () => notifications.id),
    fcmId: text('fcm_id').notNull(),
    sentAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.fcmId] })],
);
