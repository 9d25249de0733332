import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRules } from '@/utils/intl-formatters';

describe('the shared Intl formatters', () => {
  it('build one formatter per language and options, and reuse it', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en', { maximumFractionDigits: 2 })).toBe(
      numberFormat('en', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('ar')).not.toBe(numberFormat('en'));
    expect(numberFormat('en', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en'));
  });

  it('format in the language they were asked for', () => {
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    expect(numberFormat('de').format(1234567)).toBe('1.234.567');
    expect(pluralRules('en').select(1)).toBe('one');
    expect(
      dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date('2026-11-24T12:00:00Z'),
      ),
    ).toBe('Nov 24, 2026');
  });
});
