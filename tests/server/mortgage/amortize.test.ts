import { describe, expect, it } from 'vitest';
import { amortize, divideRoundingHalfUp, levelPayment } from '@/server/mortgage/amortize';
import { fromMinorUnits, toMinorUnits } from '@/server/mortgage/minor-units';

/** An independent calculation in floating point, for comparison (not for money). */
function floatSchedule(principal: number, annualPercent: number, payments: number) {
  const rate = annualPercent / 1200;
  const payment = (principal * rate) / (1 - (1 + rate) ** -payments);
  const balances: number[] = [];
  let balance = principal;
  for (let month = 0; month < payments; month += 1) {
    balance = balance * (1 + rate) - payment;
    balances.push(balance);
  }
  return { payment, balances };
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

describe('the annuity schedule', () => {
  it('pays 1,798.65 a month on 300,000 at 6 % over 30 years, as the textbook formula does', () => {
    const schedule = amortize({
      principal: 30_000_000n,
      annualRateMilliPercent: 6_000n,
      payments: 360,
    });
    const independent = floatSchedule(300_000, 6, 360);
    expect(fromMinorUnits(schedule.payment, 2)).toBe('1798.65');
    expect(Math.round(independent.payment * 100)).toBe(179_865);
    // Every balance stays within a few cents of the exact schedule (rounding drift only).
    schedule.months.slice(0, -1).forEach((month, index) => {
      const expected = (independent.balances[index] ?? 0) * 100;
      expect(Math.abs(Number(month.balance) - expected)).toBeLessThan(200);
    });
  });

  it('repays exactly the amount borrowed: the principal rows sum to it and the balance ends at 0', () => {
    const schedule = amortize({
      principal: 30_000_000n,
      annualRateMilliPercent: 6_000n,
      payments: 360,
    });
    expect(sum(schedule.months.map((month) => month.principal))).toBe(30_000_000n);
    expect(schedule.months.at(-1)?.balance).toBe(0n);
    expect(schedule.totalPayment).toBe(30_000_000n + schedule.totalInterest);
    expect(sum(schedule.months.map((month) => month.payment))).toBe(schedule.totalPayment);
    // Only the last payment differs from the level payment, and by less than a payment's rounding drift.
    expect(schedule.months.slice(0, -1).every((month) => month.payment === schedule.payment)).toBe(
      true,
    );
    expect(schedule.lastPayment).toBe(schedule.months.at(-1)?.payment);
  });

  it('rounds each month’s interest half up to the cent', () => {
    // 1,000.00 at 6 %: 0.5 % a month is exactly 5.00; 1,001.00 gives 5.005 → 5.01.
    expect(divideRoundingHalfUp(100_100n * 6_000n, 1_200_000n)).toBe(501n);
    expect(divideRoundingHalfUp(100_000n * 6_000n, 1_200_000n)).toBe(500n);
    const schedule = amortize({ principal: 100_100n, annualRateMilliPercent: 6_000n, payments: 2 });
    expect(schedule.months[0]?.interest).toBe(501n);
  });

  it('splits a zero-interest loan into equal payments, the last one taking the remainder', () => {
    const schedule = amortize({ principal: 100_000n, annualRateMilliPercent: 0n, payments: 12 });
    expect(schedule.payment).toBe(8_333n);
    expect(schedule.months.slice(0, 11).every((month) => month.payment === 8_333n)).toBe(true);
    expect(schedule.lastPayment).toBe(8_337n);
    expect(schedule.totalInterest).toBe(0n);
    expect(schedule.totalPayment).toBe(100_000n);
  });

  it('never repays more than is owed on a tiny loan', () => {
    const schedule = amortize({ principal: 1n, annualRateMilliPercent: 0n, payments: 24 });
    expect(schedule.months.every((month) => month.balance >= 0n)).toBe(true);
    expect(sum(schedule.months.map((month) => month.principal))).toBe(1n);
  });

  it('agrees with the float formula over rates and terms', () => {
    for (const [rate, years] of [
      [3.875, 15],
      [12, 5],
      [0.125, 40],
      [25, 50],
    ] as const) {
      const payment = levelPayment({
        principal: 12_345_678n,
        annualRateMilliPercent: BigInt(Math.round(rate * 1000)),
        payments: years * 12,
      });
      const expected = floatSchedule(123_456.78, rate, years * 12).payment * 100;
      expect(Math.abs(Number(payment) - expected)).toBeLessThanOrEqual(0.5 + 1e-6);
    }
  });
});

describe('minor units', () => {
  it('reads decimal amounts exactly and writes them back with the currency’s decimals', () => {
    expect(toMinorUnits(0.29, 2)).toBe(29n);
    expect(toMinorUnits(1_000_000_000_000, 2)).toBe(100_000_000_000_000n);
    expect(toMinorUnits(1234.5, 0)).toBe(1235n);
    expect(fromMinorUnits(5n, 2)).toBe('0.05');
    expect(fromMinorUnits(179_865n, 2)).toBe('1798.65');
    expect(fromMinorUnits(1799n, 0)).toBe('1799');
  });
});
