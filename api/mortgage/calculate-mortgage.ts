import type { MortgageDto } from '@/contracts/dto/mortgage-dto';
import { mortgageKeys } from '@/contracts/query-keys/mortgage-keys';
import type { MortgageCalculatorInput } from '@/contracts/requests/mortgage-requests';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `mortgage-calculator`: the payment, totals and (with show_all_details) the schedule. */
export const mortgageCalculationQuery = defineQuery('mortgage-calculator', {
  key: mortgageKeys.calculation,
  query: (input: MortgageCalculatorInput) => ({ ...input }),
  answer: dataOf<MortgageDto>,
  keepsPrevious: true,
});

/** The calculation of the inputs last submitted; the previous one stays shown while it loads. */
export const useMortgageCalculation = mortgageCalculationQuery.use;
