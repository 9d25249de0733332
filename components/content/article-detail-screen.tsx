import Link from 'next/link';
import { latestArticlesCount, useArticle, useLatestArticles } from '@/api/content/get-articles';
import type { ArticleDetailPageProps } from '@/contracts/content-page-props';
import type { ArticleDto } from '@/contracts/dto/article-dto';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { looksLikeHtml } from '@/utils/looks-like-html';
import { AdminTextBody } from './admin-text-body';
import { ArticleCard } from './article-card';
import styles from './article-detail-screen.module.css';
import pageStyles from './content-page.module.css';
import { calendarDateText } from '@/utils/intl-formatters';

const absolute = (siteUrl: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${siteUrl}${url}`;

/** schema.org Article: headline, summary, image, date, the site as author and publisher. */
export function articleJsonLd(
  article: ArticleDto,
  settings: WebSettingsDto,
): Record<string, unknown> {
  const organisation = {
    '@type': 'Organization',
    name: settings.company_name,
    url: settings.site_url,
    ...(settings.web_logo && !settings.web_logo.startsWith('data:')
      ? { logo: absolute(settings.site_url, settings.web_logo) }
      : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.meta_description || article.summary,
    ...(article.image ? { image: [absolute(settings.site_url, article.image)] } : {}),
    datePublished: article.created_at,
    ...(article.category ? { articleSection: article.category.category } : {}),
    ...(article.meta_keywords ? { keywords: article.meta_keywords } : {}),
    mainEntityOfPage: `${settings.site_url}${paths.articleDetail(article.slug_id)}`,
    author: organisation,
    publisher: organisation,
  };
}

/** /articles/{slug}: the article, its category and date, and the newest other articles. */
export function ArticleDetailScreen({ slug }: Pick<ArticleDetailPageProps, 'slug'>) {
  const { t, locale } = useSiteText();
  const settings = useSiteSettings();
  const article = useArticle(slug).data;
  const more = (useLatestArticles().data ?? [])
    .filter((other) => other.slug_id !== slug)
    .slice(0, latestArticlesCount);
  if (!article) return null;

  return (
    <PageShell
      title={article.meta_title || article.title}
      description={article.meta_description || article.summary}
      canonicalPath={paths.articleDetail(article.slug_id)}
      image={article.image}
      jsonLd={articleJsonLd(article, settings)}
    >
      <article className={`container ${pageStyles.page} ${styles.article}`}>
        <nav aria-label={t('articles.breadcrumb_label')} className={styles.back}>
          <Link href={paths.articles()} prefetch={false}>
            {t('articles.back')}
          </Link>
          {article.category ? (
            <>
              <span aria-hidden="true"> / </span>
              <Link href={paths.articles({ category: article.category.slug_id })} prefetch={false}>
                {article.category.category}
              </Link>
            </>
          ) : null}
        </nav>
        <header className={styles.head}>
          <h1 className={styles.title} dir="auto">
            {article.title}
          </h1>
          <time className={styles.date} dateTime={article.created_at}>
            {calendarDateText(article.created_at, locale, 'long')}
          </time>
        </header>
        {article.image ? (
          <img className={styles.image} src={article.image} alt="" width={1280} height={720} />
        ) : null}
        <AdminTextBody
          className={styles.body}
          html={looksLikeHtml(article.description) ? article.description : null}
          paragraphs={article.description.split(/\n\s*\n/)}
        />
      </article>
      {more.length > 0 ? (
        <section className={`container ${styles.more}`} aria-labelledby="more-articles-title">
          <h2 id="more-articles-title" className={styles.moreTitle}>
            {t('articles.more_title')}
          </h2>
          <ul className={pageStyles.grid}>
            {more.map((other) => (
              <li key={other.id}>
                <ArticleCard article={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageShell>
  );
}
