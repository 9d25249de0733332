import { useState, type ReactNode } from 'react';
import type { ReviewQueuePage } from '@/contracts/query-keys/moderation-keys';
import type { ReviewDecision } from '@/contracts/requests/moderation-requests';
import { apiErrorText } from '@/components/ui/api-error-text';
import { PagedList } from '@/components/ui/paged-list';
import { pageOfOffset } from '@/hooks/use-list-page';
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

  return (
    <>
      <PagedList
        result={{ data, isError, refetch }}
        failedText={t(`${textPrefix}.load_failed`)}
        statusClassName={styles.status}
        pageSize={page.limit}
        empty={<p className={styles.status}>{t(`${textPrefix}.empty.${page.reviewStatus}`)}</p>}
        pages={{ page: pageOfOffset(page), hrefFor, label: t('moderation.pagination_label') }}
      >
        {(items) => (
          <>
            <p className={styles.count} role="status">
              {tCount(`${textPrefix}.count`, items.total)}
            </p>
            <ul className={styles.list}>
              {items.data.map((item) =>
                props.renderRow(item, {
                  onApprove: () => void decide(item, 'approved'),
                  onReject: () => setRejecting(item),
                }),
              )}
            </ul>
          </>
        )}
      </PagedList>
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
