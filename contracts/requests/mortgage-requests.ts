import { number, object, type InferType } from 'yup';
import { queryFlag } from './paging';

/** The largest loan the calculator takes: exact in minor units as a JavaScript number. */
export const maxMortgageAmount = 1_000_000_000_000;
/** Loan terms the calculator takes, in years. */
export const mortgageTermYears = { min: 1, max: 50 } as const;

/** Whether a number has at most `digits` decimals (typed values such as 1499.99). */
function hasAtMostDecimals(value: number | undefined, digits: number): boolean {
  if (value === undefined || !Number.isFinite(value)) return true;
  const scaled = value * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const amountField = (messages: { number: string }) =>
  number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(messages.number)
    .test('decimals', 'validation.mortgage.amount_decimals', (value) =>
      hasAtMostDecimals(value, 2),
    );

/**
 * `mortgage-calculator` (spec §7): loan_amount, down_payment, interest_rate, loan_term_years,
 * show_all_details. The calculator form validates with the same schema.
 */
export const mortgageCalculatorSchema = object({
  loan_amount: amountField({ number: 'validation.mortgage.loan_amount_number' })
    .required('validation.mortgage.loan_amount_required')
    .moreThan(0, 'validation.mortgage.loan_amount_positive')
    .max(maxMortgageAmount, 'validation.mortgage.loan_amount_too_large'),
  down_payment: amountField({ number: 'validation.mortgage.down_payment_number' })
    .min(0, 'validation.mortgage.down_payment_negative')
    .default(0)
    .test('below-loan', 'validation.mortgage.down_payment_below_loan', function belowLoan(value) {
      const loan: unknown = this.parent.loan_amount;
      if (value === undefined || typeof loan !== 'number' || !Number.isFinite(loan)) return true;
      return value < loan;
    }),
  interest_rate: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('validation.mortgage.interest_rate_number')
    .required('validation.mortgage.interest_rate_required')
    .min(0, 'validation.mortgage.interest_rate_range')
    .max(100, 'validation.mortgage.interest_rate_range')
    .test('decimals', 'validation.mortgage.interest_rate_decimals', (value) =>
      hasAtMostDecimals(value, 3),
    ),
  loan_term_years: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('validation.mortgage.loan_term_whole')
    .required('validation.mortgage.loan_term_required')
    .integer('validation.mortgage.loan_term_whole')
    .min(mortgageTermYears.min, 'validation.mortgage.loan_term_range')
    .max(mortgageTermYears.max, 'validation.mortgage.loan_term_range'),
  show_all_details: queryFlag().default(0),
});

export type MortgageCalculatorInput = InferType<typeof mortgageCalculatorSchema>;
