import { useSiteText } from '@/components/layout/use-site-text';
import { advertisementReview } from './advertisement-review';
import styles from './moderation.module.css';
import { ReviewQueue } from './review-queue';
import { useQueueSearch } from './review-screen';

/**
 * The advertisements waiting for the admin, under the listing and project queues, searched by
 * the listing's title as those are.
 */
export function AdvertisementQueue() {
  const { t } = useSiteText();
  const search = useQueueSearch();
  return (
    <section aria-labelledby="advertisement-queue-title" className={styles.panel}>
      <h2 id="advertisement-queue-title">{t('moderation.advertisements.title')}</h2>
      <ReviewQueue
        kind={advertisementReview}
        page={{ status: 'pending', limit: 20, offset: 0, search }}
      />
    </section>
  );
}
