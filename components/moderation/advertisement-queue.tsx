import { useState } from 'react';
import { useAdvertisementQueue } from '@/api/advertisements/get-advertisement-queue';
import { useReviewAdvertisement } from '@/api/advertisements/review-advertisement';
import type { ReviewDecision } from '@/contracts/requests/moderation-requests';
import { AdvertisementRow } from '@/components/advertisements/advertisement-row';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { notify } from '@/utils/notify';
import styles from './moderation.module.css';

const queuePage = { limit: 20, offset: 0 };

/** The advertisements waiting for the admin: approve (it runs from now) or reject. */
export function AdvertisementQueue() {
  const { t } = useSiteText();
  const result = useAdvertisementQueue(queuePage);
  const review = useReviewAdvertisement();
  const [deciding, setDeciding] = useState<number | null>(null);

  const decide = (id: number, decision: ReviewDecision) => {
    setDeciding(id);
    review.mutate(
      { id, decision },
      {
        onSuccess: () => void notify('success', t(`moderation.advertisements.done.${decision}`)),
        onError: (error) => void notify('error', apiErrorText(error, t)),
        onSettled: () => setDeciding(null),
      },
    );
  };

  return (
    <section aria-labelledby="advertisement-queue-title" className={styles.panel}>
      <h2 id="advertisement-queue-title">{t('moderation.advertisements.title')}</h2>
      <PagedList
        result={result}
        failedText={t('moderation.load_failed')}
        statusClassName={styles.status}
        pageSize={queuePage.limit}
        empty={<p className={styles.status}>{t('moderation.advertisements.empty')}</p>}
      >
        {(advertisements) => (
          <ul className={styles.list}>
            {advertisements.data.map((advertisement) => {
              const name = advertisement.listing?.title ?? String(advertisement.id);
              return (
                <AdvertisementRow
                  key={advertisement.id}
                  advertisement={advertisement}
                  actions={
                    <>
                      <Button
                        isBusy={
                          deciding === advertisement.id && review.variables?.decision === 'approved'
                        }
                        disabled={deciding !== null}
                        onClick={() => decide(advertisement.id, 'approved')}
                        aria-label={t('moderation.advertisements.approve_named', { title: name })}
                      >
                        {t('moderation.advertisements.approve')}
                      </Button>
                      <Button
                        variant="secondary"
                        isBusy={
                          deciding === advertisement.id && review.variables?.decision === 'rejected'
                        }
                        disabled={deciding !== null}
                        onClick={() => decide(advertisement.id, 'rejected')}
                        aria-label={t('moderation.advertisements.reject_named', { title: name })}
                      >
                        {t('moderation.advertisements.reject')}
                      </Button>
                    </>
                  }
                />
              );
            })}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
