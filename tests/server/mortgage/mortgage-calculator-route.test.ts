import { describe, expect, it } from 'vitest';
import type { MortgageDto } from '@/contracts/dto/mortgage-dto';
import { forgetSiteSettings } from '@/server/settings/site-settings';
import { putSetting } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();

async function calculate(query: Record<string, string | number>): Promise<MortgageDto> {
  const response = await api.call<MortgageDto>('GET', 'mortgage-calculator', { query });
  if (response.body.error) throw new Error(response.body.message);
  return response.body.data;
}

const thirtyYears = {
  loan_amount: 350_000,
  down_payment: 50_000,
  interest_rate: 6,
  loan_term_years: 30,
};

describe('mortgage-calculator', () => {
  it('computes the annuity on the loan amount less the down payment, totals in cents', async () => {
    const result = await calculate(thirtyYears);
    expect(result).toMatchObject({
      currency_code: 'USD',
      fraction_digits: 2,
      loan_amount: '350000.00',
      down_payment: '50000.00',
      principal_amount: '300000.00',
      number_of_payments: 360,
      monthly_payment: '1798.65',
      yearly_schedule: null,
      details_locked: false,
    });
    const totalInterest = Number(result.total_interest);
    expect(Number(result.total_payment)).toBeCloseTo(300_000 + totalInterest, 2);
  });

  it('answers the yearly schedule with monthly rows when asked, the principal summing to the loan', async () => {
    const result = await calculate({ ...thirtyYears, show_all_details: 1 });
    const years = result.yearly_schedule ?? [];
    expect(years).toHaveLength(30);
    expect(years.every((year) => year.months.length === 12)).toBe(true);
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    const principalCents = years
      .flatMap((year) => year.months)
      .reduce((total, month) => total + cents(month.principal), 0n);
    expect(principalCents).toBe(30_000_000n);
    expect(years.at(-1)?.balance).toBe('0.00');
    expect(years[0]?.months[0]).toEqual({
      month: 1,
      payment: '1798.65',
      principal: '298.65',
      interest: '1500.00',
      balance: '299701.35',
    });
  });

  it('charges nothing at zero interest and splits the loan evenly', async () => {
    const result = await calculate({ loan_amount: 1_000, interest_rate: 0, loan_term_years: 1 });
    expect(result).toMatchObject({
      monthly_payment: '83.33',
      last_payment: '83.37',
      total_interest: '0.00',
      total_payment: '1000.00',
    });
  });

  it('refuses a down payment as large as the loan with a field error', async () => {
    const response = await api.call('GET', 'mortgage-calculator', {
      query: { loan_amount: 200_000, down_payment: 200_000, interest_rate: 5, loan_term_years: 20 },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error: true,
      code: 'validation_failed',
      errors: { down_payment: 'The down payment must be less than the loan amount' },
    });
  });

  it('names every bad field: missing amount, negative rate, fractional or too long term', async () => {
    const response = await api.call('GET', 'mortgage-calculator', {
      query: { interest_rate: -1, loan_term_years: 2.5 },
    });
    expect(response.status).toBe(422);
    if (!response.body.error) throw new Error('expected a failure');
    expect(response.body.errors).toEqual({
      loan_amount: 'Enter the loan amount',
      interest_rate: 'The interest rate is between 0 and 100 %',
      loan_term_years: 'The loan term must be a whole number of years',
    });
    const tooLong = await api.call('GET', 'mortgage-calculator', {
      query: { loan_amount: 'lots', interest_rate: 5, loan_term_years: 51 },
    });
    expect(tooLong.status).toBe(422);
    if (!tooLong.body.error) throw new Error('expected a failure');
    expect(tooLong.body.errors).toEqual({
      loan_amount: 'The loan amount must be a number',
      loan_term_years: 'The loan term is between 1 and 50 years',
    });
  });

  it('rounds to the site currency’s minor unit: whole yen for JPY', async () => {
    await putSetting(api.db, 'currency', { code: 'JPY', symbol: '¥', name: 'Japanese Yen' });
    forgetSiteSettings(api.db);
    try {
      const result = await calculate({
        loan_amount: 30_000_000,
        interest_rate: 6,
        loan_term_years: 30,
      });
      expect(result).toMatchObject({
        currency_code: 'JPY',
        fraction_digits: 0,
        principal_amount: '30000000',
        monthly_payment: '179865',
      });
      const equalOnceRounded = await api.call('GET', 'mortgage-calculator', {
        query: { loan_amount: 1000.4, down_payment: 1000, interest_rate: 6, loan_term_years: 30 },
      });
      expect(equalOnceRounded.status).toBe(422);
    } finally {
      await putSetting(api.db, 'currency', { code: 'USD', symbol: '$', name: 'US Dollar' });
      forgetSiteSettings(api.db);
    }
  });
});
