import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/**
 * Every staff action, append-only (a trigger refuses updates and deletes): who (the account and
 * the role it acted with), what (`action`, the call's path, and the thing it touched), when,
 * from which address, and the thing before and after, secrets masked (server/audit/).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: the log outlives the account, and a cascade would be an update. */
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    address: text('address').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('staff_audit_log_created_idx').on(table.createdAt, table.id),
    index('staff_audit_log_actor_idx').on(table.actorId, table.id),
    index('staff_audit_log_action_idx').on(table.action, table.id),
  ],
);
