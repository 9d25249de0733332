/**
 * The annuity schedule in exact integer arithmetic (BigInt minor units; the rate as a fraction),
 * so no float rounding creeps into money.
 *
 * With the monthly rate r = annual % / 1200 and n payments, the payment is
 * P·r / (1 − (1 + r)^−n), rounded half up to the minor unit (P / n at zero interest). Each
 * month's interest is the balance × r rounded half up; the rest of the payment repays
 * principal. The last payment is whatever is left plus its interest, so the principal rows sum
 * exactly to P.
 */
export interface AmortizeInput {
  /** What is borrowed, in minor units (cents), > 0. */
  principal: bigint;
  /** The annual interest rate in thousandths of a percent (6 % → 6000). */
  annualRateMilliPercent: bigint;
  payments: number;
}

export interface AmortizedMonth {
  month: number;
  payment: bigint;
  principal: bigint;
  interest: bigint;
  balance: bigint;
}

export interface Amortization {
  payment: bigint;
  lastPayment: bigint;
  totalInterest: bigint;
  totalPayment: bigint;
  months: AmortizedMonth[];
}

/** 1200 months-percent, in thousandths of a percent: r = rate / rateDenominator. */
const rateDenominator = 1_200_000n;

/** numerator / denominator rounded half up (both ≥ 0, denominator > 0). */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** The level monthly payment before the last one's adjustment. */
export function levelPayment(input: AmortizeInput): bigint {
  const { principal, annualRateMilliPercent: rate, payments } = input;
  const n = BigInt(payments);
  if (rate === 0n) return divideRoundingHalfUp(principal, n);
  // P·r·(1+r)^n / ((1+r)^n − 1) with 1 + r = (D + rate) / D, as one exact fraction.
  const grown = (rateDenominator + rate) ** n;
  const base = rateDenominator ** n;
  return divideRoundingHalfUp(principal * rate * grown, rateDenominator * (grown - base));
}

export function amortize(input: AmortizeInput): Amortization {
  const payment = levelPayment(input);
  const months: AmortizedMonth[] = [];
  let balance = input.principal;
  let totalInterest = 0n;
  let totalPayment = 0n;
  for (let month = 1; month <= input.payments; month += 1) {
    const interest = divideRoundingHalfUp(balance * input.annualRateMilliPercent, rateDenominator);
    const isLast = month === input.payments;
    // Never repay more than is owed (tiny loans whose rounded payment overshoots).
    const principal = isLast ? balance : minimum(balance, maximum(0n, payment - interest));
    balance -= principal;
    const paid = principal + interest;
    totalInterest += interest;
    totalPayment += paid;
    months.push({ month, payment: paid, principal, interest, balance });
  }
  const lastPayment = months[months.length - 1]?.payment ?? 0n;
  return { payment, lastPayment, totalInterest, totalPayment, months };
}

const minimum = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const maximum = (a: bigint, b: bigint): bigint => (a > b ? a : b);
