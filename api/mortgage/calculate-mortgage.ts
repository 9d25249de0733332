import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MortgageDto } from '@/contracts/dto/mortgage-dto';
import { mortgageKeys } from '@/contracts/query-keys/mortgage-keys';
import type { MortgageCalculatorInput } from '@/contracts/requests/mortgage-requests';
import { callApi } from '../client';

/** GET `mortgage-calculator`: the payment, totals and (with show_all_details) the schedule. */
export async function fetchMortgageCalculation(
  input: MortgageCalculatorInput,
  signal?: AbortSignal,
): Promise<MortgageDto> {
  const answer = await callApi<MortgageDto>({
    method: 'GET',
    path: 'mortgage-calculator',
    query: { ...input },
    signal,
  });
  return answer.data;
}

export function mortgageCalculationQueryOptions(input: MortgageCalculatorInput) {
  return queryOptions({
    queryKey: mortgageKeys.calculation(input),
    queryFn: ({ signal }) => fetchMortgageCalculation(input, signal),
  });
}

/** The calculation of the inputs last submitted; the previous one stays shown while it loads. */
export function useMortgageCalculation(input: MortgageCalculatorInput) {
  return useQuery({ ...mortgageCalculationQueryOptions(input), placeholderData: keepPreviousData });
}
