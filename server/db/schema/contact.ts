import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAtColumn } from './columns';

/** Messages sent through the contact page, for the admin (/admin/messages). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The sender's account when they were signed in; kept when the account goes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the admin marked it read; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('contact_messages_newest_idx').on(table.createdAt.desc(), table.id.desc()),
    index('contact_messages_unread_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.readAt} is null`),
  ],
);
