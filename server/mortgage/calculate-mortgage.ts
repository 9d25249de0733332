import type { MortgageDto, MortgageYearDto } from '@/contracts/dto/mortgage-dto';
import type { MortgageCalculatorInput } from '@/contracts/requests/mortgage-requests';
import type { Database } from '../db/database';
import { validationFailed } from '../core/app-error';
import type { Viewer } from '../core/route';
import { loadSiteSettings } from '../settings/site-settings';
import { amortize, type AmortizedMonth } from './amortize';
import { currencyFractionDigits, fromMinorUnits, toMinorUnits } from './minor-units';
import { canSeeMortgageDetails } from './mortgage-detail-access';

/**
 * `mortgage-calculator`: the annuity on the loan amount less the down payment, in the site
 * currency's minor units. Totals always; the yearly schedule with its monthly rows when
 * `show_all_details` is asked for and the caller's access includes it.
 */
export async function calculateMortgage(
  db: Database,
  viewer: Viewer | null,
  input: MortgageCalculatorInput,
): Promise<MortgageDto> {
  const { currency } = await loadSiteSettings(db);
  const digits = currencyFractionDigits(currency.code);
  const loan = toMinorUnits(input.loan_amount, digits);
  const down = toMinorUnits(input.down_payment, digits);
  const principal = loan - down;
  if (principal <= 0n) {
    // Equal once rounded to the currency's unit (JPY): nothing would be borrowed.
    throw validationFailed({ down_payment: 'validation.mortgage.down_payment_below_loan' });
  }
  const payments = input.loan_term_years * 12;
  const schedule = amortize({
    principal,
    annualRateMilliPercent: BigInt(Math.round(input.interest_rate * 1000)),
    payments,
  });
  const wantsDetails = input.show_all_details === 1;
  const mayShow = wantsDetails && (await canSeeMortgageDetails(db, viewer));
  const money = (units: bigint) => fromMinorUnits(units, digits);
  return {
    currency_code: currency.code,
    fraction_digits: digits,
    loan_amount: money(loan),
    down_payment: money(down),
    principal_amount: money(principal),
    interest_rate: input.interest_rate,
    loan_term_years: input.loan_term_years,
    number_of_payments: payments,
    monthly_payment: money(schedule.payment),
    last_payment: money(schedule.lastPayment),
    total_interest: money(schedule.totalInterest),
    total_payment: money(schedule.totalPayment),
    yearly_schedule: mayShow ? byYear(schedule.months, money) : null,
    details_locked: wantsDetails && !mayShow,
  };
}

function byYear(months: AmortizedMonth[], money: (units: bigint) => string): MortgageYearDto[] {
  const years: MortgageYearDto[] = [];
  for (let start = 0; start < months.length; start += 12) {
    const rows = months.slice(start, start + 12);
    const sum = (pick: (row: AmortizedMonth) => bigint) =>
      rows.reduce((total, row) => total + pick(row), 0n);
    years.push({
      year: start / 12 + 1,
      payment: money(sum((row) => row.payment)),
      principal: money(sum((row) => row.principal)),
      interest: money(sum((row) => row.interest)),
      balance: money(rows[rows.length - 1]?.balance ?? 0n),
      months: rows.map((row) => ({
        month: row.month,
        payment: money(row.payment),
        principal: money(row.principal),
        interest: money(row.interest),
        balance: money(row.balance),
      })),
    });
  }
  return years;
}
