import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { reviewQueuePageSize } from '@/api/moderation/get-review-queue';
import type { ReviewQueuePage } from '@/contracts/query-keys/moderation-keys';
import { reviewStatuses, type ReviewStatus } from '@/contracts/dto/owner-listing-status';
import { ProtectedPage } from '@/components/layout/protected-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useSiteText } from '@/components/layout/use-site-text';
import { Tabs, tabId, tabPanelId } from '@/components/ui/tabs';
import { pageFromQuery } from '@/hooks/use-list-page';
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
  return {
    reviewStatus: ((reviewStatuses as readonly string[]).includes(status)
      ? status
      : 'pending') as ReviewStatus,
    page: pageFromQuery(query.page),
  };
}

type QueuePath = typeof paths.adminListings;

/** The URL of a tab's page (pending and page 1 are the defaults, left out). */
export const reviewQueueHref = (
  reviewStatus: ReviewStatus,
  page: number,
  pathOf: QueuePath = paths.adminListings,
) =>
  pathOf({
    status: reviewStatus === 'pending' ? null : reviewStatus,
    page: page > 1 ? page : null,
  });

/** What differs between the review pages: the texts, the URL and the queue itself. */
export interface ReviewPageKind {
  /** Translation key prefix of the title and intro ('moderation' → moderation.title). */
  textPrefix: string;
  pathOf: QueuePath;
  renderQueue: (page: ReviewQueuePage, hrefFor: (page: number) => string) => ReactNode;
}

function ModerationContent({ kind }: { kind: ReviewPageKind }) {
  const { t } = useSiteText();
  const router = useRouter();
  const { reviewStatus, page } = readReviewQueueQuery(router.query);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t(`${kind.textPrefix}.title`)}</h1>
        <p className={styles.intro}>{t(`${kind.textPrefix}.intro`)}</p>
      </header>
      <Tabs
        idBase={idBase}
        label={t('moderation.tabs_label')}
        items={reviewStatuses.map((value) => ({ value, label: t(`moderation.tab.${value}`) }))}
        value={reviewStatus}
        onChange={(value) =>
          void router.push(reviewQueueHref(value, 1, kind.pathOf), undefined, { shallow: true })
        }
      />
      <div
        role="tabpanel"
        id={tabPanelId(idBase)}
        aria-labelledby={tabId(idBase, reviewStatus)}
        className={styles.panel}
      >
        {kind.renderQueue(
          { reviewStatus, limit: reviewQueuePageSize, offset: (page - 1) * reviewQueuePageSize },
          (at) => reviewQueueHref(reviewStatus, at, kind.pathOf),
        )}
      </div>
      <AdvertisementQueue />
    </div>
  );
}

/** An admin review page; others see a 403 panel. */
export function ReviewPage({ kind }: { kind: ReviewPageKind }) {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t(`${kind.textPrefix}.title`)}
      description={t(`${kind.textPrefix}.intro`)}
      canonicalPath={kind.pathOf()}
    >
      {(user) =>
        user.role === 'admin' ? (
          <ModerationContent kind={kind} />
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

const listingReview: ReviewPageKind = {
  textPrefix: 'moderation',
  pathOf: paths.adminListings,
  renderQueue: (page, hrefFor) => <ReviewQueue page={page} hrefFor={hrefFor} />,
};

/** /admin/listings: the admin approves or rejects listings. */
export function ModerationScreen() {
  return <ReviewPage kind={listingReview} />;
}
