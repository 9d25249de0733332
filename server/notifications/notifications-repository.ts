import { and, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationParams, NotificationType } from '@/contracts/dto/notification-dto';
import type { Database } from '../db/database';
import { notificationPreferences, notifications } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;

/** Adds a notification once per user and event: null when the event already made it. */
export async function insertNotification(
  db: Database,
  values: {
    userId: number;
    type: NotificationType;
    eventKey: string;
    params: NotificationParams;
    link: string | null;
  },
): Promise<NotificationRow | null> {
  const [row] = await db.insert(notifications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export function listNotifications(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countNotifications(
  db: Database,
  userId: number,
  which: 'all' | 'unread',
): Promise<number> {
  return db.$count(
    notifications,
    and(
      eq(notifications.userId, userId),
      which === 'unread' ? isNull(notifications.readAt) : undefined,
    ),
  );
}

/** Marks one of the user's notifications read, or all of them; answers how many changed. */
export async function markNotificationsRead(
  db: Database,
  userId: number,
  id: number | undefined,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        id === undefined ? undefined : eq(notifications.id, id),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findNotification(
  db: Database,
  userId: number,
  id: number,
): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row ?? null;
}

export function listPreferences(
  db: Database,
  userId: number,
): Promise<NotificationPreferenceRow[]> {
  return db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function savePreferences(
  db: Database,
  rows: readonly NotificationPreferenceRow[],
): Promise<void> {
  for (const row of rows) {
    await db
      .insert(notificationPreferences)
      .values(row)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { inApp: row.inApp, push: row.push, email: row.email },
      });
  }
}
