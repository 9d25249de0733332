import { mortgageCalculatorSchema } from '@/contracts/requests/mortgage-requests';
import { route } from '../core/route';
import { calculateMortgage } from './calculate-mortgage';

export const mortgageRoutes = [
  route('GET', 'mortgage-calculator', {
    auth: 'optional',
    query: mortgageCalculatorSchema,
    handle: async ({ db, viewer, query }) => ({ data: await calculateMortgage(db, viewer, query) }),
  }),
];
