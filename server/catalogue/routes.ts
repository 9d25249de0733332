import { getCategoriesSchema } from '@/contracts/requests/catalogue-requests';
import { route } from '../core/route';
import { getCategories } from './get-categories';
import { getFacilities, getFacilitiesForFilter } from './get-facilities';

const cached = { sMaxAge: 120, staleWhileRevalidate: 900 };

export const catalogueRoutes = [
  route('GET', 'get_categories', {
    auth: 'none',
    query: getCategoriesSchema,
    publicCache: cached,
    handle: async ({ db, query }) => {
      const { categories, total } = await getCategories(db, query);
      return { data: categories, total };
    },
  }),
  route('GET', 'get_facilities', {
    auth: 'none',
    publicCache: cached,
    handle: async ({ db }) => ({ data: await getFacilities(db) }),
  }),
  route('GET', 'get-facilities-for-filter', {
    auth: 'optional',
    publicCache: cached,
    handle: async ({ db }) => ({ data: await getFacilitiesForFilter(db) }),
  }),
];
