import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleListPageSize } from '@/contracts/content-page-props';
import type { ArticleDto } from '@/contracts/dto/article-dto';
import { contentKeys } from '@/contracts/query-keys/content-keys';
import { ApiError } from '../api-error';
import { callApi } from '../client';

export interface ArticlePage {
  articles: ArticleDto[];
  total: number;
}

/** GET `get_articles` (open): published articles, newest first, by category and page. */
export async function fetchArticles(
  query: { category_id?: number; slug_id?: string; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<ArticlePage> {
  const answer = await callApi<ArticleDto[]>({
    method: 'GET',
    path: 'get_articles',
    query,
    auth: false,
    signal,
  });
  return { articles: answer.data, total: answer.total ?? answer.data.length };
}

export function articlesQueryOptions(categoryId: number | null, page: number) {
  return queryOptions({
    queryKey: contentKeys.articles({ categoryId, page }),
    queryFn: ({ signal }) =>
      fetchArticles(
        {
          category_id: categoryId ?? undefined,
          limit: articleListPageSize,
          offset: (page - 1) * articleListPageSize,
        },
        signal,
      ),
  });
}

/** A page of the article list (prefetched by the server). */
export function useArticles(categoryId: number | null, page: number) {
  return useQuery(articlesQueryOptions(categoryId, page));
}

/** How many other articles an article page suggests. */
export const latestArticlesCount = 3;

/** The newest articles, for "more articles" under an article (one more than shown). */
export function useLatestArticles() {
  return useQuery({
    queryKey: contentKeys.latestArticles(),
    queryFn: async ({ signal }) =>
      (await fetchArticles({ limit: latestArticlesCount + 1, offset: 0 }, signal)).articles,
  });
}

/** GET `get_articles` with `slug_id`: one published article. */
export async function fetchArticle(slug: string, signal?: AbortSignal): Promise<ArticleDto> {
  const { articles } = await fetchArticles({ slug_id: slug, limit: 1, offset: 0 }, signal);
  const article = articles[0];
  if (!article)
    throw new ApiError({ message: 'Article not found', code: 'not_found', status: 404 });
  return article;
}

/** The article of an article page (prefetched by the server under `contentKeys.article`). */
export function useArticle(slug: string) {
  return useQuery({
    queryKey: contentKeys.article(slug),
    queryFn: ({ signal }) => fetchArticle(slug, signal),
  });
}
