import type { GetServerSidePropsContext } from 'next';
import { QueryClient } from '@tanstack/react-query';
import type { MortgageCalculatorPageProps } from '@/contracts/content-page-props';
import { mortgageKeys } from '@/contracts/query-keys/mortgage-keys';
import {
  mortgageCalculatorSchema,
  type MortgageCalculatorInput,
} from '@/contracts/requests/mortgage-requests';
import type { Database } from '../db/database';
import { calculateMortgage } from '../mortgage/calculate-mortgage';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';

type CalculatorContext = Pick<GetServerSidePropsContext, 'res' | 'query'> & LocaleContext;

/** What the calculator opens with when the URL gives nothing: an example loan. */
export const exampleMortgageInput: MortgageCalculatorInput = {
  loan_amount: 300_000,
  down_payment: 60_000,
  interest_rate: 6,
  loan_term_years: 25,
  show_all_details: 1,
};

const inputFields = ['loan_amount', 'down_payment', 'interest_rate', 'loan_term_years'] as const;

/**
 * The URL's inputs (a listing links here with `?loan_amount=<price>`), filled up from the
 * example; the example alone when they do not make a valid calculation.
 */
export async function initialMortgageInput(
  query: CalculatorContext['query'],
): Promise<MortgageCalculatorInput> {
  const given: Record<string, string> = {};
  for (const field of inputFields) {
    const value = query[field];
    if (typeof value === 'string' && value.trim() !== '') given[field] = value;
  }
  if (Object.keys(given).length === 0) return exampleMortgageInput;
  // A loan amount of its own comes without the example's down payment.
  const base = given.loan_amount
    ? { ...exampleMortgageInput, down_payment: 0 }
    : exampleMortgageInput;
  try {
    return await mortgageCalculatorSchema.validate({ ...base, ...given, show_all_details: 1 });
  } catch {
    return exampleMortgageInput;
  }
}

/**
 * `/mortgage-calculator`: the form's first inputs and their calculation, prefetched so the
 * payment, totals and schedule are in the HTML. The render is anonymous, so shared caches may
 * keep it.
 */
export async function loadMortgageCalculatorPage(
  db: Database,
  context: CalculatorContext,
): Promise<MortgageCalculatorPageProps> {
  const initialInput = await initialMortgageInput(context.query);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({
    queryKey: mortgageKeys.calculation(initialInput),
    queryFn: () => calculateMortgage(db, null, initialInput),
  });
  setPublicPageCache(context, { sMaxAge: 300, staleWhileRevalidate: 1800 });
  return {
    ...(await loadPageBase(db, context, queryClient, 'mortgageCalculator')),
    initialInput,
  };
}

export const getServerSideProps = serverSidePage<MortgageCalculatorPageProps>(
  async (db, context) => ({ props: await loadMortgageCalculatorPage(db, context) }),
);
