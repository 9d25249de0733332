import { useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { PagedList } from '@/components/ui/paged-list';
import { pageOfOffset } from '@/hooks/use-list-page';
import type { ReviewDecision } from '@/contracts/requests/moderation-requests';
import { notify } from '@/utils/notify';
import consoleStyles from '@/components/layout/console.module.css';
import { RejectDialog } from './reject-dialog';
import type { QueuePage, ReviewKind } from './review-kind';

export interface ReviewQueueProps<Item extends { id: number }, Status extends string> {
  kind: ReviewKind<Item, Status>;
  page: QueuePage<Status>;
  /** The URL of another page of the same tab; without it the queue shows its first page only. */
  hrefFor?: (page: number) => string;
}

/**
 * One page of a review queue of any kind: the items with Approve and Reject, the count, the
 * pages, and the dialog asking why when the kind's rejections carry a reason.
 */
export function ReviewQueue<Item extends { id: number }, Status extends string>({
  kind,
  page,
  hrefFor,
}: ReviewQueueProps<Item, Status>) {
  const { t, tCount } = useSiteText();
  const result = kind.useQueue(page);
  const { decide, pending } = kind.useReview();
  const [rejecting, setRejecting] = useState<Item | null>(null);
  const { texts, rejectDialog } = kind;

  const send = (item: Item, decision: ReviewDecision, reason?: string) =>
    decide(item, decision, reason).then(
      () => {
        void notify('success', t(texts.done(decision)));
        setRejecting(null);
      },
      (error: unknown) => void notify('error', apiErrorText(error, t)),
    );

  return (
    <>
      <PagedList
        result={result}
        failedText={t(texts.loadFailed)}
        pageSize={page.limit}
        empty={<p className={consoleStyles.status}>{t(texts.empty(page.status))}</p>}
        pages={
          hrefFor
            ? { page: pageOfOffset(page), hrefFor, label: t(texts.paginationLabel) }
            : undefined
        }
      >
        {(queue) => (
          <>
            {texts.count ? (
              <p className={consoleStyles.count} role="status">
                {tCount(texts.count, queue.total)}
              </p>
            ) : null}
            <ul className={consoleStyles.list}>
              {queue.data.map((item) => (
                <kind.Row
                  key={item.id}
                  item={item}
                  busyDecision={pending?.id === item.id ? pending.decision : null}
                  isDeciding={pending !== null}
                  onApprove={() => void send(item, 'approved')}
                  onReject={() => (rejectDialog ? setRejecting(item) : void send(item, 'rejected'))}
                />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      {rejectDialog ? (
        <RejectDialog
          key={rejecting?.id ?? 'closed'}
          title={rejecting ? rejectDialog.nameOf(rejecting) : null}
          isBusy={pending !== null}
          textKeys={rejectDialog.textKeys}
          onReject={(reason) => rejecting && void send(rejecting, 'rejected', reason)}
          onCancel={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}
