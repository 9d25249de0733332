import Link from 'next/link';
import { useArticles } from '@/api/content/get-articles';
import { articleListPageSize, type ArticleListPageProps } from '@/contracts/content-page-props';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { PagedList } from '@/components/ui/paged-list';
import { paths } from '@/utils/paths';
import { ArticleCard } from './article-card';
import styles from './content-page.module.css';
import { numberFormat } from '@/utils/intl-formatters';

export type ArticleListScreenProps = Pick<ArticleListPageProps, 'categories' | 'category' | 'page'>;

/** The list's URL for a category slug (or all) and page; page 1 has no page parameter. */
function listPath(categorySlug: string | null, page: number): string {
  return paths.articles({ category: categorySlug, page: page > 1 ? page : null });
}

/** /articles: category links, the page's article cards and plain page links. */
export function ArticleListScreen({ categories, category, page }: ArticleListScreenProps) {
  const { t, locale } = useSiteText();
  const settings = useSiteSettings();
  const result = useArticles(category?.id ?? null, page);
  const heading = category
    ? t('articles.title_category', { category: category.category })
    : t('articles.title');
  const path = listPath(category?.slug_id ?? null, page);
  const count = (value: number) => numberFormat(locale).format(value);

  return (
    <PageShell
      title={page > 1 ? t('articles.meta.title_page', { title: heading, page }) : heading}
      description={t('articles.meta.description', { name: settings.company_name })}
      canonicalPath={path}
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: heading,
        url: `${settings.site_url}${path}`,
      }}
    >
      <div className={`container ${styles.page}`}>
        <header className={styles.head}>
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.intro}>{t('articles.intro')}</p>
        </header>
        {categories.length > 0 ? (
          <nav aria-label={t('articles.categories_label')}>
            <ul className={styles.chips}>
              <li>
                <Link
                  href={listPath(null, 1)}
                  className={styles.chip}
                  aria-current={category ? undefined : 'page'}
                  prefetch={false}
                >
                  {t('articles.all')}
                </Link>
              </li>
              {categories.map((item) => (
                <li key={item.id}>
                  <Link
                    href={listPath(item.slug_id, 1)}
                    className={styles.chip}
                    aria-current={item.id === category?.id ? 'page' : undefined}
                    prefetch={false}
                  >
                    {item.category}
                    <span className={styles.chipCount}>{count(item.articles)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <PagedList
          result={result}
          failedText={t('common.something_went_wrong')}
          statusClassName={styles.empty}
          pageSize={articleListPageSize}
          isEmpty={(found) => found.articles.length === 0}
          empty={<p className={styles.empty}>{t('articles.empty')}</p>}
          pages={{
            page,
            hrefFor: (at) => listPath(category?.slug_id ?? null, at),
            label: t('articles.pagination_label'),
            className: styles.pagination,
          }}
        >
          {(found) => (
            <ul className={styles.grid}>
              {found.articles.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </PageShell>
  );
}
