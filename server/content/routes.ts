import { getArticlesSchema } from '@/contracts/requests/content-requests';
import { route } from '../core/route';
import { getArticles } from './get-articles';
import { getFaqs } from './get-faqs';

const cached = { sMaxAge: 300, staleWhileRevalidate: 1800 };

export const contentRoutes = [
  route('GET', 'faqs', {
    auth: 'none',
    publicCache: cached,
    handle: async ({ db }) => ({ data: await getFaqs(db) }),
  }),
  route('GET', 'get_articles', {
    auth: 'none',
    query: getArticlesSchema,
    publicCache: cached,
    handle: async ({ db, query }) => {
      const { articles, total } = await getArticles(db, query);
      return { data: articles, total };
    },
  }),
];
