import { recommendationPageSize, useRecommendations } from '@/api/feed/get-user-recommendation';
import { PropertyCard } from '@/components/listing/property-card';
import { useSiteText } from '@/components/layout/use-site-text';
import { Pagination } from '@/components/ui/pagination';
import { paths, toQueryString } from '@/utils/paths';
import styles from './feed.module.css';

export interface RecommendedListingsProps {
  page: number;
}

/** The listings the feed recommends, best matches first, with an empty state. */
export function RecommendedListings({ page }: RecommendedListingsProps) {
  const { t, tCount } = useSiteText();
  const { data, isError, refetch } = useRecommendations({
    limit: recommendationPageSize,
    offset: (page - 1) * recommendationPageSize,
  });

  if (!data) {
    return (
      <div className={styles.status} role={isError ? 'alert' : 'status'}>
        <p>{isError ? t('feed.load_failed') : t('common.loading')}</p>
        {isError ? (
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            {t('common.try_again')}
          </button>
        ) : null}
      </div>
    );
  }
  if (!data.hasPreferences) {
    return (
      <div className={styles.status}>
        <p className={styles.emptyTitle}>{t('feed.empty.no_preferences_title')}</p>
        <p>{t('feed.empty.no_preferences_text')}</p>
      </div>
    );
  }
  if (data.total === 0) {
    return (
      <div className={styles.status}>
        <p className={styles.emptyTitle}>{t('feed.empty.no_matches_title')}</p>
        <p>{t('feed.empty.no_matches_text')}</p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {tCount('feed.count', data.total)}
      </p>
      <ul className={styles.grid} aria-label={t('feed.results_label')}>
        {data.data.map((property) => (
          <li key={property.id} className={styles.item}>
            <PropertyCard property={property} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(data.total / recommendationPageSize)}
        hrefFor={(at) =>
          `${paths.personalisedFeed()}${toQueryString({ page: at > 1 ? at : null })}`
        }
        label={t('feed.pagination_label')}
      />
    </>
  );
}
