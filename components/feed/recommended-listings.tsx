import { recommendationPageSize, useRecommendations } from '@/api/feed/get-user-recommendation';
import { PropertyCard } from '@/components/listing/property-card';
import { useSiteText } from '@/components/layout/use-site-text';
import { PagedList } from '@/components/ui/paged-list';
import { listPage } from '@/hooks/use-list-page';
import { paths, toQueryString } from '@/utils/paths';
import styles from './feed.module.css';

export interface RecommendedListingsProps {
  page: number;
}

/** The listings the feed recommends, best matches first, with an empty state. */
export function RecommendedListings({ page }: RecommendedListingsProps) {
  const { t, tCount } = useSiteText();
  const { limit, offset } = listPage(page, recommendationPageSize);
  const result = useRecommendations({ limit, offset });
  return (
    <PagedList
      result={result}
      failedText={t('feed.load_failed')}
      statusClassName={styles.status}
      pageSize={recommendationPageSize}
      isEmpty={(listings) => !listings.hasPreferences || listings.total === 0}
      empty={(listings) => {
        const reason = listings.hasPreferences ? 'no_matches' : 'no_preferences';
        return (
          <div className={styles.status}>
            <p className={styles.emptyTitle}>{t(`feed.empty.${reason}_title`)}</p>
            <p>{t(`feed.empty.${reason}_text`)}</p>
          </div>
        );
      }}
      pages={{
        page,
        hrefFor: (at) =>
          `${paths.personalisedFeed()}${toQueryString({ page: at > 1 ? at : null })}`,
        label: t('feed.pagination_label'),
      }}
    >
      {(listings) => (
        <>
          <p className={styles.count} role="status">
            {tCount('feed.count', listings.total)}
          </p>
          <ul className={styles.grid} aria-label={t('feed.results_label')}>
            {listings.data.map((property) => (
              <li key={property.id} className={styles.item}>
                <PropertyCard property={property} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}
