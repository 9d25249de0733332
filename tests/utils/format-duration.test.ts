import { describe, expect, it } from 'vitest';

import { durationText, formatDuration } from '@/utils/format-duration';

describe('formatDuration', () => {
  it('keeps durations under 24 hours in hours', () => {
    expect(formatDuration(12)).toEqual({ value: 12, unit: 'hours' });
    expect(formatDuration(1)).toEqual({ value: 1, unit: 'hours' });
    expect(formatDuration(23)).toEqual({ value: 23, unit: 'hours' });
  });

  it('shows exactly 24 hours as one day', () => {
    expect(formatDuration(24)).toEqual({ value: 1, unit: 'days' });
  });

  it('shows 24 hours or more as days, with fractions', () => {
    expect(formatDuration(48)).toEqual({ value: 2, unit: 'days' });
    expect(formatDuration(36)).toEqual({ value: 1.5, unit: 'days' });
    expect(formatDuration(720)).toEqual({ value: 30, unit: 'days' });
  });

  it('rounds to two decimals', () => {
    expect(formatDuration(25)).toEqual({ value: 1.04, unit: 'days' });
    expect(formatDuration(1.256)).toEqual({ value: 1.26, unit: 'hours' });
  });

  it('shows a duration that rounds up to 24 hours as one day', () => {
    expect(formatDuration(23.999)).toEqual({ value: 1, unit: 'days' });
  });

  it('treats zero and non-finite input as 0 hours', () => {
    expect(formatDuration(0)).toEqual({ value: 0, unit: 'hours' });
    expect(formatDuration(Number.NaN)).toEqual({ value: 0, unit: 'hours' });
    expect(formatDuration(Number.POSITIVE_INFINITY)).toEqual({ value: 0, unit: 'hours' });
  });
});

describe('durationText', () => {
  it('writes one hour in the singular', () => {
    expect(durationText(1)).toBe('1 hour');
  });

  it('writes hours and days in the plural', () => {
    expect(durationText(12)).toBe('12 hours');
    expect(durationText(48)).toBe('2 days');
    expect(durationText(36)).toBe('1.5 days');
  });

  it('writes exactly 24 hours as one day', () => {
    expect(durationText(24)).toBe('1 day');
  });

  it('writes in the given locale', () => {
    // French separates number and unit with a narrow no-break space.
    expect(durationText(48, 'fr')).toMatch(/^2\sjours$/u);
  });
});
