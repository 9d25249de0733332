import { useState, type ReactNode } from 'react';
import type { ReviewQueuePage } from '@/contracts/query-keys/moderation-keys';
import type { ReviewDecision } from '@/contracts/requests/moderation-requests';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Pagination } from '@/components/ui/pagination';
import { useSiteText } from '@/components/layout/use-site-text';
import { notify } from '@/utils/notify';
import styles from './moderation.module.css';
import { RejectDialog } from './reject-dialog';

interface Reviewable {
  id: number;
  title: string;
}

export interface ReviewQueueViewProps<T extends Reviewable> {
  page: ReviewQueuePage;
  /** The URL of another page of the same tab. */
  hrefFor: (page: number) => string;
  /** The queue's page once loaded. */
  data: { data: T[]; total: number } | undefined;
  isError: boolean;
  refetch: () => unknown;
  /** Sends a decision; resolves once the server took it. */
  decide: (item: T, decision: ReviewDecision, reason?: string) => Promise<unknown>;
  /** The item a decision is being sent for; null when none. */
  busyId: number | null;
  /** Translation key prefix of the queue's own texts (load_failed, empty.*, done.*). */
  textPrefix: string;
  renderRow: (item: T, actions: { onApprove: () => void; onReject: () => void }) => ReactNode;
}

/**
 * One page of a review tab (listings or projects): the items with Approve and Reject, the
 * count, the pages and the reject dialog asking for the reason.
 */
export function ReviewQueueView<T extends Reviewable>(props: ReviewQueueViewProps<T>) {
  const { page, hrefFor, data, isError, refetch, textPrefix } = props;
  const { t, tCount } = useSiteText();
  const [rejecting, setRejecting] = useState<T | null>(null);

  const decide = (item: T, decision: ReviewDecision, reason?: string) =>
    props.decide(item, decision, reason).then(
      () => {
        void notify('success', t(`${textPrefix}.done.${decision}`));
        setRejecting(null);
      },
      (error: unknown) => void notify('error', apiErrorText(error, t)),
    );

  if (!data) {
    return (
      <div className={styles.status} role={isError ? 'alert' : 'status'}>
        <p>{isError ? t(`${textPrefix}.load_failed`) : t('common.loading')}</p>
        {isError ? (
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            {t('common.try_again')}
          </button>
        ) : null}
      </div>
    );
  }
  if (data.total === 0) {
    return <p className={styles.status}>{t(`${textPrefix}.empty.${page.reviewStatus}`)}</p>;
  }
  return (
    <>
      <p className={styles.count} role="status">
        {tCount(`${textPrefix}.count`, data.total)}
      </p>
      <ul className={styles.list}>
        {data.data.map((item) =>
          props.renderRow(item, {
            onApprove: () => void decide(item, 'approved'),
            onReject: () => setRejecting(item),
          }),
        )}
      </ul>
      <Pagination
        page={Math.floor(page.offset / page.limit) + 1}
        pageCount={Math.ceil(data.total / page.limit)}
        hrefFor={hrefFor}
        label={t('moderation.pagination_label')}
      />
      <RejectDialog
        key={rejecting?.id ?? 'closed'}
        title={rejecting?.title ?? null}
        isBusy={props.busyId !== null}
        onReject={(reason) => rejecting && void decide(rejecting, 'rejected', reason)}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
