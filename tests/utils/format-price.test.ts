import { describe, expect, it } from 'vitest';

import { formatPrice, parsePrice } from '@/utils/format-price';

const usd = { currencySymbol: '$', currencyCode: 'USD' };
const inr = { currencySymbol: '₹', currencyCode: 'INR' };
const jpy = { currencySymbol: '¥', currencyCode: 'JPY' };

describe('formatPrice', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatPrice('1250000.00', { ...usd, withSuffix: false })).toBe('$1,250,000.00');
    expect(formatPrice(1250000, { ...usd, withSuffix: false })).toBe('$1,250,000.00');
    expect(formatPrice('99.5', { ...usd, withSuffix: false })).toBe('$99.50');
  });

  it('rounds to two decimals', () => {
    expect(formatPrice('10.005', { ...usd, withSuffix: false })).toBe('$10.01');
    expect(formatPrice(1.004, { ...usd, withSuffix: false })).toBe('$1.00');
  });

  it('shortens with the suffix of the currency', () => {
    expect(formatPrice('1250000.00', { ...usd, withSuffix: true })).toBe('$1.25M');
    expect(formatPrice('15000000.00', { ...inr, withSuffix: true })).toBe('₹1.5Cr');
    expect(formatPrice('35000', { ...jpy, withSuffix: true })).toBe('¥3.5万');
    expect(formatPrice('999.00', { ...usd, withSuffix: true })).toBe('$999');
  });

  it("shows the currency's own decimals in full: none for yen, three for Kuwaiti dinar", () => {
    expect(formatPrice('1250000.00', { ...jpy, withSuffix: false })).toBe('¥1,250,000');
    expect(formatPrice('1250.4', { ...jpy, withSuffix: false })).toBe('¥1,250');
    expect(formatPrice('-0.4', { ...jpy, withSuffix: false })).toBe('¥0');
    expect(
      formatPrice('12.5', { currencySymbol: 'KD', currencyCode: 'KWD', withSuffix: false }),
    ).toBe('KD12.500');
  });

  it('uses the given locale for separators in the full form', () => {
    expect(formatPrice('1250000.5', { ...usd, withSuffix: false, locale: 'de-DE' })).toBe(
      '$1.250.000,50',
    );
  });

  it('keeps the suffix form locale-neutral', () => {
    expect(formatPrice('1250000', { ...usd, withSuffix: true, locale: 'de-DE' })).toBe('$1.25M');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatPrice('-5', { ...usd, withSuffix: false })).toBe('-$5.00');
    expect(formatPrice(-1_250_000, { ...usd, withSuffix: true })).toBe('-$1.25M');
  });

  it('never shows a negative zero', () => {
    expect(formatPrice('-0.001', { ...usd, withSuffix: false })).toBe('$0.00');
    expect(formatPrice('-0.001', { ...usd, withSuffix: true })).toBe('$0');
  });

  it('shows zero for an amount it cannot read', () => {
    expect(formatPrice('abc', { ...usd, withSuffix: false })).toBe('$0.00');
    expect(formatPrice('', { ...usd, withSuffix: false })).toBe('$0.00');
    expect(formatPrice(Number.NaN, { ...usd, withSuffix: true })).toBe('$0');
  });

  it('accepts surrounding whitespace in decimal strings', () => {
    expect(formatPrice(' 42.10 ', { ...usd, withSuffix: false })).toBe('$42.10');
  });
});

describe('parsePrice', () => {
  it('reads plain decimal strings and finite numbers', () => {
    expect(parsePrice('1250000.00')).toBe(1250000);
    expect(parsePrice('-3.5')).toBe(-3.5);
    expect(parsePrice('+7')).toBe(7);
    expect(parsePrice('.5')).toBe(0.5);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice(12.34)).toBe(12.34);
  });

  it('rejects anything that is not a plain decimal', () => {
    for (const value of ['', '   ', 'abc', '1,000', '1e6', '0x10', 'Infinity', '12abc', '.', '-']) {
      expect(parsePrice(value)).toBeNull();
    }
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
