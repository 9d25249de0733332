import type { ApiSuccess } from '@/contracts/api-envelope';
import { articleListPageSize } from '@/contracts/content-page-props';
import type { ArticleDto } from '@/contracts/dto/article-dto';
import { contentKeys } from '@/contracts/query-keys/content-keys';
import { firstOrNotFound } from '../answers';
import { defineQuery } from '../define-query';
import { pageWindow } from '../list-page';

export interface ArticlePage {
  articles: ArticleDto[];
  total: number;
}

/** How many other articles an article page suggests. */
export const latestArticlesCount = 3;

/** GET `get_articles` (open): published articles, newest first, by category and page. */
export const articlesQuery = defineQuery('get_articles', {
  auth: false,
  key: (categoryId: number | null, page: number) => contentKeys.articles({ categoryId, page }),
  query: (categoryId, page) => ({
    category_id: categoryId ?? undefined,
    ...pageWindow(page, articleListPageSize),
  }),
  answer: ({ data, total }: ApiSuccess<ArticleDto[]>): ArticlePage => ({
    articles: data,
    total: total ?? data.length,
  }),
});

/** A page of the article list (prefetched by the server). */
export const useArticles = articlesQuery.use;

/** The newest articles, for "more articles" under an article (one more than shown). */
export const latestArticlesQuery = defineQuery('get_articles', {
  auth: false,
  key: contentKeys.latestArticles,
  query: () => ({ limit: latestArticlesCount + 1, offset: 0 }),
  answer: ({ data }: ApiSuccess<ArticleDto[]>) => data,
});

export const useLatestArticles = latestArticlesQuery.use;

/** GET `get_articles` with `slug_id`: one published article (prefetched under `contentKeys.article`). */
export const articleQuery = defineQuery('get_articles', {
  auth: false,
  key: contentKeys.article,
  query: (slug) => ({ slug_id: slug, limit: 1, offset: 0 }),
  answer: firstOrNotFound<ArticleDto>('Article'),
});

/** The article of an article page. */
export const useArticle = articleQuery.use;
