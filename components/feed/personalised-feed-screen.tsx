import { useRouter } from 'next/router';
import { useCategories } from '@/api/catalogue/get-categories';
import { useFacilitiesForFilter } from '@/api/catalogue/get-facilities-for-filter';
import { usePersonalisedFields } from '@/api/feed/get-personalised-fields';
import { useCities } from '@/api/places/get-cities';
import { AccountScreen } from '@/components/layout/account-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { pageFromQuery } from '@/hooks/use-list-page';
import { paths } from '@/utils/paths';
import { FeedPreferencesForm } from './feed-preferences-form';
import styles from './feed.module.css';
import { RecommendedListings } from './recommended-listings';

function FeedContent() {
  const { t } = useSiteText();
  const router = useRouter();
  const preferences = usePersonalisedFields();
  // The form shows once its choices are there too: lists arriving later would push the fields
  // below them down while someone is about to tap one (a failed list leaves its choices out).
  const isChoosing = [useCategories(), useFacilitiesForFilter(), useCities()].some(
    (choices) => choices.isPending,
  );
  return (
    <div className={styles.layout}>
      <section className={styles.panel}>
        {preferences.isSuccess && !isChoosing ? (
          <FeedPreferencesForm saved={preferences.data} />
        ) : (
          <p role={preferences.isError ? 'alert' : 'status'}>
            {t(preferences.isError ? 'feed.load_failed' : 'common.loading')}
          </p>
        )}
      </section>
      <section className={styles.results} aria-labelledby="feed-results-title">
        <h2 id="feed-results-title" className={styles.panelTitle}>
          {t('feed.results_title')}
        </h2>
        <p className={styles.rule}>{t('feed.rule')}</p>
        <RecommendedListings page={pageFromQuery(router.query.page)} />
      </section>
    </div>
  );
}

/**
 * /user/personalised-feed: the user chooses what interests them and sees the recent listings
 * that match, best matches first.
 */
export function PersonalisedFeedScreen() {
  const { t } = useSiteText();
  return (
    <AccountScreen
      title={t('feed.title')}
      description={t('feed.intro')}
      canonicalPath={paths.personalisedFeed()}
      className={styles.page}
    >
      {() => <FeedContent />}
    </AccountScreen>
  );
}
