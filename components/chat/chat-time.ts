import { dateTimeFormat } from '@/utils/intl-formatters';

const timeOptions: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** When a message was written: its time today, its date before. */
export function chatTimeText(iso: string, locale: string, now: Date = new Date()): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  const isToday = when.toDateString() === now.toDateString();
  return dateTimeFormat(locale, isToday ? timeOptions : { ...dateOptions, ...timeOptions }).format(
    when,
  );
}
