import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contactMessages, users } from '../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Database,
  values: typeof contactMessages.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  return row!.id;
}

/** Messages, the newest first (written as contact_messages_newest_idx is ordered). */
export function listContactMessages(
  db: Database,
  page: { limit: number; offset: number },
): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(
      sql`${contactMessages.createdAt} desc nulls last`,
      sql`${contactMessages.id} desc nulls last`,
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countContactMessages(
  db: Database,
  which: 'all' | 'unread' = 'all',
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(which === 'unread' ? isNull(contactMessages.readAt) : undefined);
  return Number(row?.total ?? 0);
}

/** Marks a message read (now) or unread; answers the row, or null when there is none. */
export async function setContactMessageRead(
  db: Database,
  id: number,
  isRead: boolean,
): Promise<ContactMessageRow | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: isRead ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}

/** The email addresses of the active administrators (the fallback recipients). */
export async function listAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        isNotNull(users.email),
      ),
    )
    .orderBy(users.id)
    .limit(5);
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}
