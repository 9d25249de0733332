import { describe, expect, it } from 'vitest';

import { formatRelativeTime, relativeTimeText } from '@/utils/relative-time';

const now = new Date('2024-06-15T12:00:00.000Z');
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

function ago(milliseconds: number): Date {
  return new Date(now.getTime() - milliseconds);
}

function ahead(milliseconds: number): Date {
  return new Date(now.getTime() + milliseconds);
}

describe('formatRelativeTime', () => {
  it('counts past times as negative values', () => {
    expect(formatRelativeTime(ago(3 * day), now)).toEqual({ value: -3, unit: 'day' });
  });

  it('counts future times as positive values', () => {
    expect(formatRelativeTime(ahead(2 * day), now)).toEqual({ value: 2, unit: 'day' });
  });

  it('gives 0 seconds under one second, in either direction', () => {
    expect(formatRelativeTime(now, now)).toEqual({ value: 0, unit: 'second' });
    expect(formatRelativeTime(ago(999), now)).toEqual({ value: 0, unit: 'second' });
    expect(formatRelativeTime(ahead(999), now)).toEqual({ value: 0, unit: 'second' });
  });

  it.each([
    [1 * second, -1, 'second'],
    [59 * second, -59, 'second'],
    [1 * minute, -1, 'minute'],
    [59 * minute, -59, 'minute'],
    [1 * hour, -1, 'hour'],
    [23 * hour, -23, 'hour'],
    [1 * day, -1, 'day'],
    [6 * day, -6, 'day'],
    [7 * day, -1, 'week'],
    [29 * day, -4, 'week'],
    [30 * day, -1, 'month'],
    [364 * day, -12, 'month'],
    [365 * day, -1, 'year'],
    [730 * day, -2, 'year'],
  ] as const)('puts %d ms ago in the bucket %d %s', (elapsed, value, unit) => {
    expect(formatRelativeTime(ago(elapsed), now)).toEqual({ value, unit });
  });

  it('counts whole buckets only, just below each boundary', () => {
    expect(formatRelativeTime(ago(7 * day - 1), now)).toEqual({ value: -6, unit: 'day' });
    expect(formatRelativeTime(ago(30 * day - 1), now)).toEqual({ value: -4, unit: 'week' });
    expect(formatRelativeTime(ago(365 * day - 1), now)).toEqual({ value: -12, unit: 'month' });
    expect(formatRelativeTime(ahead(365 * day - 1), now)).toEqual({ value: 12, unit: 'month' });
  });

  it('reads ISO date strings', () => {
    expect(formatRelativeTime('2024-06-08T12:00:00.000Z', now)).toEqual({
      value: -1,
      unit: 'week',
    });
  });

  it('returns null for an invalid date', () => {
    expect(formatRelativeTime('not a date', now)).toBeNull();
    expect(formatRelativeTime(new Date(Number.NaN), now)).toBeNull();
    expect(formatRelativeTime(now, new Date(Number.NaN))).toBeNull();
  });

  it('measures from the current time by default', () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * hour - 5 * second))).toEqual({
      value: -3,
      unit: 'hour',
    });
  });
});

describe('relativeTimeText', () => {
  it('writes past times with "ago"', () => {
    expect(relativeTimeText(ago(3 * day), now)).toBe('3 days ago');
    expect(relativeTimeText(ago(5 * minute), now)).toBe('5 minutes ago');
  });

  it('writes future times with "in"', () => {
    expect(relativeTimeText(ahead(2 * day), now)).toBe('in 2 days');
  });

  it('writes one unit as a number rather than "yesterday" or "last year"', () => {
    expect(relativeTimeText(ago(1 * day), now)).toBe('1 day ago');
    expect(relativeTimeText(ago(365 * day), now)).toBe('1 year ago');
    expect(relativeTimeText(ahead(1 * hour), now)).toBe('in 1 hour');
  });

  it('says "now" under one second', () => {
    expect(relativeTimeText(ago(500), now)).toBe('now');
    expect(relativeTimeText(now, now)).toBe('now');
  });

  it('writes in the given locale', () => {
    expect(relativeTimeText(ago(3 * day), now, 'fr')).toBe('il y a 3 jours');
  });

  it('returns an empty string for an invalid date', () => {
    expect(relativeTimeText('garbage', now)).toBe('');
  });
});
