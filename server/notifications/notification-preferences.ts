import {
  notificationTypes,
  type NotificationPreferenceDto,
} from '@/contracts/dto/notification-dto';
import type { NotificationPreferencesInput } from '@/contracts/requests/notification-requests';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { listPreferences, savePreferences } from './notifications-repository';

/**
 * `get_notification_preferences` (added): every type's channels. A type the user never changed
 * goes everywhere. In-app is always on (DOMAIN-RULES: in-app always; push and email as chosen).
 */
export async function getNotificationPreferences(
  db: Database,
  viewer: Viewer,
): Promise<NotificationPreferenceDto[]> {
  const saved = new Map((await listPreferences(db, viewer.userId)).map((row) => [row.type, row]));
  return notificationTypes.map((type) => {
    const row = saved.get(type);
    return { type, in_app: true, push: row?.push ?? true, email: row?.email ?? true };
  });
}

/** `save_notification_preferences` (added): the types the user changed; answers every type. */
export async function saveNotificationPreferences(
  db: Database,
  viewer: Viewer,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferenceDto[]> {
  await savePreferences(
    db,
    input.preferences.map((preference) => ({
      userId: viewer.userId,
      type: preference.type as NotificationPreferenceDto['type'],
      inApp: true,
      push: preference.push,
      email: preference.email,
    })),
  );
  return getNotificationPreferences(db, viewer);
}
