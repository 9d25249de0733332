import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { QueryClient } from '@tanstack/react-query';
import { articleListPageSize, type ArticleListPageProps } from '@/contracts/content-page-props';
import { contentKeys } from '@/contracts/query-keys/content-keys';
import { cachedAggregate } from '../cache/aggregate-cache';
import { getArticleCategories } from '../content/get-article-categories';
import { getArticles } from '../content/get-articles';
import type { Database } from '../db/database';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';
import { pageWindow } from '@/contracts/page-window';

type ListContext = Pick<GetServerSidePropsContext, 'res' | 'query'> & LocaleContext;

const firstValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The URL's page number: a whole number from 1 (anything else is page 1). */
function pageOf(query: ListContext['query']): number {
  const raw = firstValue(query.page);
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

/**
 * `/articles`: published articles newest first, 12 a page, optionally of one category
 * (`?category=<slug>`). An unknown category, or a page past the last, is the real 404.
 */
export async function loadArticleListPage(
  db: Database,
  context: ListContext,
): Promise<GetServerSidePropsResult<ArticleListPageProps>> {
  const categories = await cachedAggregate(db, 'article-categories', () =>
    getArticleCategories(db),
  );
  const slug = firstValue(context.query.category);
  const category = slug ? (categories.find((item) => item.slug_id === slug) ?? null) : null;
  if (slug && !category) return { notFound: true };
  const page = pageOf(context.query);
  const categoryId = category?.id ?? null;
  const result = await getArticles(db, {
    category_id: categoryId ?? undefined,
    ...pageWindow(page, articleListPageSize),
  });
  if (page > 1 && result.articles.length === 0) return { notFound: true };
  const queryClient = new QueryClient();
  queryClient.setQueryData(contentKeys.articles({ categoryId, page }), result);
  setPublicPageCache(context, { sMaxAge: 60, staleWhileRevalidate: 600 });
  const base = await loadPageBase(db, context, queryClient, 'articleList');
  return { props: { ...base, categories, category, page } };
}

export const getServerSideProps = serverSidePage<ArticleListPageProps>(loadArticleListPage);
