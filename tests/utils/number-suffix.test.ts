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

/** Per behaviour: [amount, currency code, what is shown]. */
const shownAmounts: [string, [number, string, string][]][] = [
  [
    'uses B, M and K for US dollars',
    [
      [1_250_000, 'USD', '1.25M'],
      [3_400_000_000, 'USD', '3.4B'],
      [12_500, 'USD', '12.5K'],
    ],
  ],
  [
    'uses Cr and L for Indian rupees',
    [
      [15_000_000, 'INR', '1.5Cr'],
      [250_000, 'INR', '2.5L'],
      [45_000, 'INR', '45K'],
    ],
  ],
  ['has no thousand unit for the East Asian scale', [[9_999, 'JPY', '9999']]],
  [
    'switches units exactly at each boundary of the default scale',
    [
      [1e9, 'USD', '1B'],
      [1e6, 'USD', '1M'],
      [1e3, 'USD', '1K'],
      [999, 'USD', '999'],
    ],
  ],
  [
    'switches units exactly at each boundary of the crore and lakh scale',
    [
      [1e7, 'INR', '1Cr'],
      [1e5, 'INR', '1L'],
      [99_000, 'INR', '99K'],
      [9_000_000, 'INR', '90L'],
    ],
  ],
  [
    'switches units exactly at each boundary of the 億 and 万 scale',
    [
      [1e8, 'JPY', '1億'],
      [1e4, 'JPY', '1万'],
      [99_000_000, 'JPY', '9900万'],
    ],
  ],
  [
    'keeps large quotients of the largest unit without grouping',
    [
      [1.5e12, 'USD', '1500B'],
      [5e9, 'INR', '500Cr'],
    ],
  ],
  [
    'shows at most two decimals and trims trailing zeros',
    [
      [1_234_567, 'USD', '1.23M'],
      [1_005_000, 'USD', '1.01M'],
      [1_100_000, 'USD', '1.1M'],
      [12.345, 'USD', '12.35'],
      [12.3, 'USD', '12.3'],
    ],
  ],
  [
    'moves to the next unit when rounding reaches it',
    [
      [999_999, 'USD', '1M'],
      [999.999, 'USD', '1K'],
      [999.99, 'USD', '999.99'],
      [9_999.999, 'JPY', '1万'],
      [99_994, 'INR', '99.99K'],
      [9_999_999, 'INR', '1Cr'],
      [99_999_999, 'JPY', '1億'],
    ],
  ],
  [
    'accepts currency codes in any case',
    [
      [15_000_000, 'inr', '1.5Cr'],
      [35_000, 'jpy', '3.5万'],
      [1_250_000, 'usd', '1.25M'],
      [250_000, ' Pkr ', '2.5L'],
    ],
  ],
  [
    'keeps the sign of negative numbers',
    [
      [-1_250_000, 'USD', '-1.25M'],
      [-15_000_000, 'INR', '-1.5Cr'],
      [-35_000, 'JPY', '-3.5万'],
      [-999, 'USD', '-999'],
    ],
  ],
  [
    'never shows a negative zero',
    [
      [-0.001, 'USD', '0'],
      [-0, 'USD', '0'],
      [0, 'USD', '0'],
    ],
  ],
  [
    'shows non-finite numbers as 0',
    [
      [Number.NaN, 'USD', '0'],
      [Number.POSITIVE_INFINITY, 'USD', '0'],
      [Number.NEGATIVE_INFINITY, 'INR', '0'],
    ],
  ],
];

describe('formatNumberWithSuffix', () => {
  it.each(shownAmounts)('%s', (_behaviour, amounts) => {
    for (const [amount, code, shown] of amounts) {
      expect(formatNumberWithSuffix(amount, code)).toBe(shown);
    }
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

  it.each(['EUR', 'GBP', 'AED', 'XYZ', ''])(
    'uses B, M and K for other codes such as %j',
    (code) => {
      expect(formatNumberWithSuffix(2_000_000_000, code)).toBe('2B');
      expect(formatNumberWithSuffix(2_000_000, code)).toBe('2M');
      expect(formatNumberWithSuffix(2_000, code)).toBe('2K');
    },
  );
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
