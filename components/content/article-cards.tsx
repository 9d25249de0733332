import type { ArticleCardDto } from '@/contracts/dto/article-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { ArticleCard } from './article-card';
import styles from './article-cards.module.css';
import { HomeSection } from '@/components/ui/home-section';

export interface ArticleCardsProps {
  articles: readonly ArticleCardDto[];
  limit?: number;
}

/** The latest articles as cards: image, category, title (the link), summary, date. */
export function ArticleCards({ articles, limit = 3 }: ArticleCardsProps) {
  const { t } = useSiteText();
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
            <ArticleCard article={article} headingLevel={3} dateStyle="medium" />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
