import type { MortgageCalculatorInput } from '../requests/mortgage-requests';

/** Query keys of the mortgage calculator (`mortgage-calculator`), one per set of inputs. */
export const mortgageKeys = {
  all: ['mortgage'] as const,
  calculation: (input: MortgageCalculatorInput) =>
    [
      ...mortgageKeys.all,
      'calculation',
      input.loan_amount,
      input.down_payment,
      input.interest_rate,
      input.loan_term_years,
      input.show_all_details,
    ] as const,
};
