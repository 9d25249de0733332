import { useRouter } from 'next/router';
import { reviewQueuePageSize } from '@/api/moderation/get-review-queue';
import { reviewStatuses, type ReviewStatus } from '@/contracts/dto/owner-listing-status';
import { ProtectedPage } from '@/components/account/protected-page';
import { ErrorPanel } from '@/components/errors/error-panel';
import { useSiteText } from '@/components/layout/use-site-text';
import { Tabs, tabId, tabPanelId } from '@/components/ui/tabs';
import { paths } from '@/utils/paths';
import { AdvertisementQueue } from './advertisement-queue';
import styles from './moderation.module.css';
import { ReviewQueue } from './review-queue';

const idBase = 'moderation';

function firstValue(value: unknown): string {
  return String((Array.isArray(value) ? value[0] : value) ?? '');
}

/** The tab and page from the URL: pending and page 1 unless a known value is given. */
export function readReviewQueueQuery(query: Record<string, unknown>) {
  const status = firstValue(query.status);
  const page = Number(firstValue(query.page));
  return {
    reviewStatus: ((reviewStatuses as readonly string[]).includes(status)
      ? status
      : 'pending') as ReviewStatus,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a tab's page (pending and page 1 are the defaults, left out). */
export const reviewQueueHref = (reviewStatus: ReviewStatus, page: number) =>
  paths.adminListings({
    status: reviewStatus === 'pending' ? null : reviewStatus,
    page: page > 1 ? page : null,
  });

function ModerationContent() {
  const { t } = useSiteText();
  const router = useRouter();
  const { reviewStatus, page } = readReviewQueueQuery(router.query);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('moderation.title')}</h1>
        <p className={styles.intro}>{t('moderation.intro')}</p>
      </header>
      <Tabs
        idBase={idBase}
        label={t('moderation.tabs_label')}
        items={reviewStatuses.map((value) => ({ value, label: t(`moderation.tab.${value}`) }))}
        value={reviewStatus}
        onChange={(value) =>
          void router.push(reviewQueueHref(value, 1), undefined, { shallow: true })
        }
      />
      <div
        role="tabpanel"
        id={tabPanelId(idBase)}
        aria-labelledby={tabId(idBase, reviewStatus)}
        className={styles.panel}
      >
        <ReviewQueue
          hrefFor={(at) => reviewQueueHref(reviewStatus, at)}
          page={{
            reviewStatus,
            limit: reviewQueuePageSize,
            offset: (page - 1) * reviewQueuePageSize,
          }}
        />
      </div>
      <AdvertisementQueue />
    </div>
  );
}

/** /admin/listings: the admin approves or rejects listings; others see a 403 panel. */
export function ModerationScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('moderation.title')}
      description={t('moderation.intro')}
      canonicalPath={paths.adminListings()}
    >
      {(user) =>
        user.role === 'admin' ? (
          <ModerationContent />
        ) : (
          <ErrorPanel
            code="403"
            title={t('moderation.forbidden_title')}
            text={t('moderation.forbidden_text')}
            links={[{ label: t('nav.dashboard'), href: paths.dashboard(), primary: true }]}
          />
        )
      }
    </ProtectedPage>
  );
}
