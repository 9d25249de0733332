import Link from 'next/link';
import type { ArticleCardDto } from '@/contracts/dto/article-dto';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { truncateText } from '@/utils/truncate';
import styles from './article-cards.module.css';
import { HomeSection } from '@/components/ui/home-section';
import { dateTimeFormat } from '@/utils/intl-formatters';

export interface ArticleCardsProps {
  articles: readonly ArticleCardDto[];
  limit?: number;
}

const summaryLength = 140;

/** The calendar date, in UTC so the server's and the browser's renders agree. */
function dateText(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** The latest articles as cards: image, category, title (the link), summary, date. */
export function ArticleCards({ articles, limit = 3 }: ArticleCardsProps) {
  const { t, locale } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const settings = useSiteSettings();
  // Cards lead to the article pages: shown once those pages exist.
  if (articles.length === 0 || !hasPage(paths.articles())) return null;

  return (
    <HomeSection
      title={t('home.articles.title')}
      subtitle={t('home.articles.subtitle')}
      viewAllHref={paths.articles()}
    >
      <ul className={styles.grid}>
        {articles.slice(0, limit).map((article) => (
          <li key={article.id}>
            <article className={styles.card}>
              <img
                className={styles.image}
                src={article.image || settings.web_placeholder_logo}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.body}>
                {article.category ? (
                  <p className={styles.category}>{nameOf(article.category)}</p>
                ) : null}
                <h3 className={styles.title}>
                  <Link
                    href={paths.articleDetail(article.slug_id)}
                    prefetch={false}
                    className={styles.link}
                  >
                    {article.title}
                  </Link>
                </h3>
                <p className={styles.summary}>{truncateText(article.summary, summaryLength)}</p>
                <time className={styles.date} dateTime={article.created_at}>
                  {dateText(article.created_at, locale)}
                </time>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
