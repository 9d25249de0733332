import {
  notificationTypes,
  type NotificationPreferenceDto,
} from '@/contracts/dto/notification-dto';
import type { NotificationPreferencesInput } from '@/contracts/requests/notification-requests';

/** The form's values: every type's channels, in the order of `notificationTypes`. */
export interface PreferenceValues {
  preferences: NotificationPreferenceDto[];
}

/**
 * The saved choices as the form starts them, one row per type (a type the answer left out
 * starts with every channel on). In-app is always on.
 */
export function toPreferenceValues(saved: readonly NotificationPreferenceDto[]): PreferenceValues {
  return {
    preferences: notificationTypes.map((type) => {
      const row = saved.find((preference) => preference.type === type);
      return { type, in_app: true, push: row?.push ?? true, email: row?.email ?? true };
    }),
  };
}

/** The request: only the rows whose push or email choice differs from what was saved. */
export function changedPreferences(
  values: PreferenceValues,
  saved: readonly NotificationPreferenceDto[],
): NotificationPreferencesInput {
  const start = toPreferenceValues(saved).preferences;
  return {
    preferences: values.preferences.filter((row, index) => {
      const before = start[index];
      return !before || before.push !== row.push || before.email !== row.email;
    }),
  };
}
