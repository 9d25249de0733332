/**
 * `mortgage-calculator`: amounts are decimal strings in the site currency's minor units
 * ("1798.65"; "1799" for JPY), computed exactly on the server.
 */
export interface MortgageMonthDto {
  /** The payment's number in the loan, from 1. */
  month: number;
  payment: string;
  principal: string;
  interest: string;
  /** What is still owed after this payment. */
  balance: string;
}

export interface MortgageYearDto {
  /** The loan's year, from 1. */
  year: number;
  payment: string;
  principal: string;
  interest: string;
  /** What is still owed at the end of the year. */
  balance: string;
  months: MortgageMonthDto[];
}

export interface MortgageDto {
  currency_code: string;
  /** Decimals of the currency's minor unit (2 for USD, 0 for JPY). */
  fraction_digits: number;
  loan_amount: string;
  down_payment: string;
  /** What is borrowed: the loan amount less the down payment. */
  principal_amount: string;
  interest_rate: number;
  loan_term_years: number;
  number_of_payments: number;
  /** Every payment but the last one. */
  monthly_payment: string;
  /** The last payment, adjusted so the principal paid is exactly what was borrowed. */
  last_payment: string;
  total_interest: string;
  total_payment: string;
  /**
   * The yearly schedule with its monthly rows: when `show_all_details` was asked for and the
   * caller may see it (the mortgage-detail access); null otherwise.
   */
  yearly_schedule: MortgageYearDto[] | null;
  /** Details were asked for but the caller's access does not include them. */
  details_locked: boolean;
}
