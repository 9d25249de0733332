import type { ArticleDto } from '@/contracts/dto/article-dto';
import { contentKeys } from '@/contracts/query-keys/content-keys';
import { getArticles } from '../content/get-articles';
import { staticDetailPageExports, type StaticDetailPage } from './static-detail-page';

/** The newest articles loaded for "more articles" (one more than shown, in case one is this). */
const latestLimit = 4;

/**
 * `/articles/{slug}`: a published article with the newest others, generated on its first visit
 * and served as a static page (incremental static regeneration, in every language), like a
 * listing's page. An unknown or unpublished slug is the real 404.
 */
const articleDetailPage: StaticDetailPage<ArticleDto, object> = {
  strings: 'articleDetail',
  find: async (db, slug) =>
    (await getArticles(db, { slug_id: slug, limit: 1, offset: 0 })).articles[0] ?? null,
  prefetch: async (db, queryClient, slug, article) => {
    queryClient.setQueryData(contentKeys.article(slug), article);
    const latest = await getArticles(db, { limit: latestLimit, offset: 0 });
    queryClient.setQueryData(contentKeys.latestArticles(), latest.articles);
  },
};

export const {
  load: loadArticleDetailPage,
  getStaticPaths,
  getStaticProps,
} = staticDetailPageExports(articleDetailPage);
