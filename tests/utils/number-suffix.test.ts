import { describe, expect, it } from 'vitest';

import {
  defaultSuffixUnits,
  eastAsianCurrencyCodes,
  eastAsianSuffixUnits,
  formatNumberWithSuffix,
  southAsianCurrencyCodes,
  southAsianSuffixUnits,
  suffixUnitsFor,
} from '@/utils/number-suffix';

describe('formatNumberWithSuffix', () => {
  it('uses B, M and K for US dollars', () => {
    expect(formatNumberWithSuffix(1_250_000, 'USD')).toBe('1.25M');
    expect(formatNumberWithSuffix(3_400_000_000, 'USD')).toBe('3.4B');
    expect(formatNumberWithSuffix(12_500, 'USD')).toBe('12.5K');
  });

  it('uses Cr and L for Indian rupees', () => {
    expect(formatNumberWithSuffix(15_000_000, 'INR')).toBe('1.5Cr');
    expect(formatNumberWithSuffix(250_000, 'INR')).toBe('2.5L');
    expect(formatNumberWithSuffix(45_000, 'INR')).toBe('45K');
  });

  it.each(['INR', 'BDT', 'NPR', 'PKR', 'LKR'])('uses the crore and lakh scale for %s', (code) => {
    expect(formatNumberWithSuffix(20_000_000, code)).toBe('2Cr');
    expect(formatNumberWithSuffix(300_000, code)).toBe('3L');
    expect(formatNumberWithSuffix(7_000, code)).toBe('7K');
  });

  it.each(['JPY', 'CNY', 'KRW'])('uses 億 and 万 for %s', (code) => {
    expect(formatNumberWithSuffix(250_000_000, code)).toBe('2.5億');
    expect(formatNumberWithSuffix(35_000, code)).toBe('3.5万');
  });

  it('has no thousand unit for the East Asian scale', () => {
    expect(formatNumberWithSuffix(9_999, 'JPY')).toBe('9999');
  });

  it.each(['EUR', 'GBP', 'AED', 'XYZ', ''])(
    'uses B, M and K for other codes such as %j',
    (code) => {
      expect(formatNumberWithSuffix(2_000_000_000, code)).toBe('2B');
      expect(formatNumberWithSuffix(2_000_000, code)).toBe('2M');
      expect(formatNumberWithSuffix(2_000, code)).toBe('2K');
    },
  );

  it('switches units exactly at each boundary of the default scale', () => {
    expect(formatNumberWithSuffix(1e9, 'USD')).toBe('1B');
    expect(formatNumberWithSuffix(1e6, 'USD')).toBe('1M');
    expect(formatNumberWithSuffix(1e3, 'USD')).toBe('1K');
    expect(formatNumberWithSuffix(999, 'USD')).toBe('999');
  });

  it('switches units exactly at each boundary of the crore and lakh scale', () => {
    expect(formatNumberWithSuffix(1e7, 'INR')).toBe('1Cr');
    expect(formatNumberWithSuffix(1e5, 'INR')).toBe('1L');
    expect(formatNumberWithSuffix(99_000, 'INR')).toBe('99K');
    expect(formatNumberWithSuffix(9_000_000, 'INR')).toBe('90L');
  });

  it('switches units exactly at each boundary of the 億 and 万 scale', () => {
    expect(formatNumberWithSuffix(1e8, 'JPY')).toBe('1億');
    expect(formatNumberWithSuffix(1e4, 'JPY')).toBe('1万');
    expect(formatNumberWithSuffix(99_000_000, 'JPY')).toBe('9900万');
  });

  it('keeps large quotients of the largest unit without grouping', () => {
    expect(formatNumberWithSuffix(1.5e12, 'USD')).toBe('1500B');
    expect(formatNumberWithSuffix(5e9, 'INR')).toBe('500Cr');
  });

  it('shows at most two decimals and trims trailing zeros', () => {
    expect(formatNumberWithSuffix(1_234_567, 'USD')).toBe('1.23M');
    expect(formatNumberWithSuffix(1_005_000, 'USD')).toBe('1.01M');
    expect(formatNumberWithSuffix(1_100_000, 'USD')).toBe('1.1M');
    expect(formatNumberWithSuffix(12.345, 'USD')).toBe('12.35');
    expect(formatNumberWithSuffix(12.3, 'USD')).toBe('12.3');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatNumberWithSuffix(999_999, 'USD')).toBe('1M');
    expect(formatNumberWithSuffix(999.999, 'USD')).toBe('1K');
    expect(formatNumberWithSuffix(999.99, 'USD')).toBe('999.99');
    expect(formatNumberWithSuffix(9_999.999, 'JPY')).toBe('1万');
    expect(formatNumberWithSuffix(99_994, 'INR')).toBe('99.99K');
    expect(formatNumberWithSuffix(9_999_999, 'INR')).toBe('1Cr');
    expect(formatNumberWithSuffix(99_999_999, 'JPY')).toBe('1億');
  });

  it('accepts currency codes in any case', () => {
    expect(formatNumberWithSuffix(15_000_000, 'inr')).toBe('1.5Cr');
    expect(formatNumberWithSuffix(35_000, 'jpy')).toBe('3.5万');
    expect(formatNumberWithSuffix(1_250_000, 'usd')).toBe('1.25M');
    expect(formatNumberWithSuffix(250_000, ' Pkr ')).toBe('2.5L');
  });

  it('keeps the sign of negative numbers', () => {
    expect(formatNumberWithSuffix(-1_250_000, 'USD')).toBe('-1.25M');
    expect(formatNumberWithSuffix(-15_000_000, 'INR')).toBe('-1.5Cr');
    expect(formatNumberWithSuffix(-35_000, 'JPY')).toBe('-3.5万');
    expect(formatNumberWithSuffix(-999, 'USD')).toBe('-999');
  });

  it('never shows a negative zero', () => {
    expect(formatNumberWithSuffix(-0.001, 'USD')).toBe('0');
    expect(formatNumberWithSuffix(-0, 'USD')).toBe('0');
    expect(formatNumberWithSuffix(0, 'USD')).toBe('0');
  });

  it('shows non-finite numbers as 0', () => {
    expect(formatNumberWithSuffix(Number.NaN, 'USD')).toBe('0');
    expect(formatNumberWithSuffix(Number.POSITIVE_INFINITY, 'USD')).toBe('0');
    expect(formatNumberWithSuffix(Number.NEGATIVE_INFINITY, 'INR')).toBe('0');
  });
});

describe('suffix unit tables', () => {
  it('lists the units largest first', () => {
    for (const units of [defaultSuffixUnits, southAsianSuffixUnits, eastAsianSuffixUnits]) {
      const values = units.map((unit) => unit.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it('holds the values of spec section 9', () => {
    expect(southAsianSuffixUnits).toEqual([
      { suffix: 'Cr', value: 1e7 },
      { suffix: 'L', value: 1e5 },
      { suffix: 'K', value: 1e3 },
    ]);
    expect(eastAsianSuffixUnits).toEqual([
      { suffix: '億', value: 1e8 },
      { suffix: '万', value: 1e4 },
    ]);
    expect(defaultSuffixUnits).toEqual([
      { suffix: 'B', value: 1e9 },
      { suffix: 'M', value: 1e6 },
      { suffix: 'K', value: 1e3 },
    ]);
    expect(southAsianCurrencyCodes).toEqual(['INR', 'BDT', 'NPR', 'PKR', 'LKR']);
    expect(eastAsianCurrencyCodes).toEqual(['JPY', 'CNY', 'KRW']);
  });

  it('picks the table for a currency code regardless of case', () => {
    expect(suffixUnitsFor('bdt')).toBe(southAsianSuffixUnits);
    expect(suffixUnitsFor('Krw')).toBe(eastAsianSuffixUnits);
    expect(suffixUnitsFor('EUR')).toBe(defaultSuffixUnits);
  });
});
