import Link from 'next/link';
import type { ArticleCardDto } from '@/contracts/dto/article-dto';
import styles from './article-cards.module.css';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { truncateText } from '@/utils/truncate';
import { calendarDateText } from '@/utils/intl-formatters';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';

const summaryLength = 140;

/** An article as a card (the home page's look, its date `long` unless told): image, category, title link, summary, date. */
export function ArticleCard({
  article,
  headingLevel = 2,
  dateStyle = 'long',
}: {
  article: ArticleCardDto;
  headingLevel?: 2 | 3;
  dateStyle?: 'medium' | 'long';
}) {
  const { locale } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const settings = useSiteSettings();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
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
        {article.category ? <p className={styles.category}>{nameOf(article.category)}</p> : null}
        <Heading className={styles.title} dir="auto">
          <Link
            href={paths.articleDetail(article.slug_id)}
            prefetch={false}
            className={styles.link}
          >
            {article.title}
          </Link>
        </Heading>
        <p className={styles.summary} dir="auto">
          {truncateText(article.summary, summaryLength)}
        </p>
        <time className={styles.date} dateTime={article.created_at}>
          {calendarDateText(article.created_at, locale, dateStyle)}
        </time>
      </div>
    </article>
  );
}
