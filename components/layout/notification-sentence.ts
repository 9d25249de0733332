import { notificationParamNames, type NotificationDto } from '@/contracts/dto/notification-dto';
import type { Translate } from '@/hooks/use-translation';
import { calendarDateText, dateTimeFormat } from '@/utils/intl-formatters';

/** The translation key of a notification's sentence (a verification's result reads its own). */
function sentenceKey(notification: NotificationDto): string {
  if (notification.type === 'verification_result') {
    const status = notification.params.status === 'approved' ? 'approved' : 'rejected';
    return `notifications.types.verification_result.${status}`;
  }
  return `notifications.types.${notification.type}`;
}

/**
 * A notification as its reader reads it: `notifications.types.<type>` in the page's language,
 * filled with the params the type carries (contracts/dto/notification-dto.ts); a missing param
 * reads as nothing, a date as the language writes it.
 */
export function notificationSentence(
  notification: NotificationDto,
  t: Translate,
  locale: string,
): string {
  const names: readonly string[] = notificationParamNames[notification.type] ?? [];
  const vars: Record<string, string> = {};
  for (const name of names) {
    const value = notification.params[name];
    const text = value === undefined ? '' : String(value);
    vars[name] = name === 'date' && text ? calendarDateText(text, locale, 'long') || text : text;
  }
  return t(sentenceKey(notification), vars);
}

/** When a notification came, as the page's language writes a day and time. */
export function notificationTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}
