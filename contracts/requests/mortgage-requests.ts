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
    .test('decimals', 'Amounts can have at most 2 decimals', (value) =>
      hasAtMostDecimals(value, 2),
    );

/**
 * `mortgage-calculator` (spec §7): loan_amount, down_payment, interest_rate, loan_term_years,
 * show_all_details. The calculator form validates with the same schema.
 */
export const mortgageCalculatorSchema = object({
  loan_amount: amountField({ number: 'The loan amount must be a number' })
    .required('Enter the loan amount')
    .moreThan(0, 'The loan amount must be more than 0')
    .max(maxMortgageAmount, 'The loan amount is too large'),
  down_payment: amountField({ number: 'The down payment must be a number' })
    .min(0, 'The down payment cannot be negative')
    .default(0)
    .test(
      'below-loan',
      'The down payment must be less than the loan amount',
      function belowLoan(value) {
        const loan: unknown = this.parent.loan_amount;
        if (value === undefined || typeof loan !== 'number' || !Number.isFinite(loan)) return true;
        return value < loan;
      },
    ),
  interest_rate: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('The interest rate must be a number')
    .required('Enter the interest rate')
    .min(0, 'The interest rate is between 0 and 100 %')
    .max(100, 'The interest rate is between 0 and 100 %')
    .test('decimals', 'The interest rate can have at most 3 decimals', (value) =>
      hasAtMostDecimals(value, 3),
    ),
  loan_term_years: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('The loan term must be a whole number of years')
    .required('Enter the loan term')
    .integer('The loan term must be a whole number of years')
    .min(mortgageTermYears.min, 'The loan term is between 1 and 50 years')
    .max(mortgageTermYears.max, 'The loan term is between 1 and 50 years'),
  show_all_details: queryFlag().default(0),
});

export type MortgageCalculatorInput = InferType<typeof mortgageCalculatorSchema>;
