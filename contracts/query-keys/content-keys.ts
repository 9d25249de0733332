/** Query keys of the content pages: FAQs (`faqs`) and articles (`get_articles`). */
export const contentKeys = {
  all: ['content'] as const,
  faqs: () => [...contentKeys.all, 'faqs'] as const,
  articles: (query: { categoryId: number | null; page: number }) =>
    [...contentKeys.all, 'articles', query.categoryId, query.page] as const,
  article: (slug: string) => [...contentKeys.all, 'article', slug] as const,
  latestArticles: () => [...contentKeys.all, 'articles', 'latest'] as const,
};
