import { numberFormat } from '@/utils/intl-formatters';
export interface Duration {
  value: number;
  unit: 'hours' | 'days';
}

const hoursPerDay = 24;

/** Rounds to at most two decimals, the same precision the rest of the UI shows. */
function roundToHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A package duration in the unit it is shown in: 24 hours or more become days (48 → 2 days,
 * 36 → 1.5 days), shorter ones stay hours. Values are rounded to two decimals; a non-finite
 * input counts as 0 hours.
 */
export function formatDuration(hours: number): Duration {
  const safeHours = Number.isFinite(hours) ? roundToHundredths(hours) : 0;
  if (Math.abs(safeHours) >= hoursPerDay) {
    return { value: roundToHundredths(safeHours / hoursPerDay), unit: 'days' };
  }
  return { value: safeHours === 0 ? 0 : safeHours, unit: 'hours' };
}

/** The duration as words with the locale's plural rules: "1 hour", "12 hours", "1.5 days". */
export function durationText(hours: number, locale = 'en'): string {
  const { value, unit } = formatDuration(hours);
  return numberFormat(locale, {
    style: 'unit',
    unit: unit === 'days' ? 'day' : 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 2,
  }).format(value);
}
