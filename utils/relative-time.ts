import { relativeTimeFormat } from '@/utils/intl-formatters';
export type RelativeTimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

/** Negative `value` lies in the past, positive in the future (as Intl.RelativeTimeFormat reads it). */
export interface RelativeTime {
  value: number;
  unit: RelativeTimeUnit;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** Bucket sizes in milliseconds, largest first: a year is 365 days and a month 30 days. */
export const relativeTimeBuckets: readonly { unit: RelativeTimeUnit; milliseconds: number }[] = [
  { unit: 'year', milliseconds: 365 * day },
  { unit: 'month', milliseconds: 30 * day },
  { unit: 'week', milliseconds: 7 * day },
  { unit: 'day', milliseconds: day },
  { unit: 'hour', milliseconds: hour },
  { unit: 'minute', milliseconds: minute },
  { unit: 'second', milliseconds: second },
];

function toTime(value: Date | string): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/**
 * How far `from` lies from `now`, in the largest bucket the distance reaches, counting whole
 * buckets only (29 days → 4 weeks, 364 days → 12 months). Under one second gives 0 seconds.
 * Returns null when either date is invalid.
 */
export function formatRelativeTime(
  from: Date | string,
  now: Date = new Date(),
): RelativeTime | null {
  const fromTime = toTime(from);
  const nowTime = now.getTime();
  if (Number.isNaN(fromTime) || Number.isNaN(nowTime)) {
    return null;
  }
  const elapsed = fromTime - nowTime;
  const distance = Math.abs(elapsed);
  const sign = elapsed < 0 ? -1 : 1;
  for (const bucket of relativeTimeBuckets) {
    if (distance >= bucket.milliseconds) {
      return { value: sign * Math.floor(distance / bucket.milliseconds), unit: bucket.unit };
    }
  }
  return { value: 0, unit: 'second' };
}

/**
 * The relative time as words: "3 days ago", "in 2 days", "1 year ago"; under one second reads
 * "now". Returns an empty string when either date is invalid.
 */
export function relativeTimeText(
  from: Date | string,
  now: Date = new Date(),
  locale = 'en',
): string {
  const relative = formatRelativeTime(from, now);
  if (!relative) {
    return '';
  }
  // 'auto' only for zero ("now"): it would turn -1 day into "yesterday" for anything 24–47 h old.
  const numeric = relative.value === 0 ? 'auto' : 'always';
  return relativeTimeFormat(locale, { numeric }).format(relative.value, relative.unit);
}
