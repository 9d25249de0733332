import { useState } from 'react';
import { useBulkReview } from '@/api/moderation/bulk-review';
import type { BulkReviewResultDto } from '@/contracts/dto/bulk-review-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { pageOfOffset } from '@/hooks/use-list-page';
import type { ReviewDecision } from '@/contracts/requests/moderation-requests';
import { notify } from '@/utils/notify';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './moderation.module.css';
import { RejectDialog, type RejectTextKeys } from './reject-dialog';
import type { QueuePage, ReviewKind } from './review-kind';

export interface ReviewQueueProps<Item extends { id: number }, Status extends string> {
  kind: ReviewKind<Item, Status>;
  page: QueuePage<Status>;
  /** The URL of another page of the same tab; without it the queue shows its first page only. */
  hrefFor?: (page: number) => string;
}

/** The rejection the dialog asks the reason of: one item's, or the selection's. */
interface Rejecting {
  title: string;
  textKeys?: RejectTextKeys;
  send: (reason: string) => Promise<unknown>;
}

/**
 * The selection of a queue decided in bulk: the rows of this page whose state allows a decision
 * can be chosen; choices of another page (or gone from it) do not count.
 */
function useSelection<Item extends { id: number }>(
  bulk: ReviewKind<Item, string>['bulk'],
  items: readonly Item[],
) {
  const [chosenIds, setChosenIds] = useState<ReadonlySet<number>>(new Set());
  const selectable = bulk ? items.filter((item) => bulk.decisions(item).length > 0) : [];
  const chosen = selectable.filter((item) => chosenIds.has(item.id));
  const isAllChosen = selectable.length > 0 && chosen.length === selectable.length;
  return {
    selectable,
    chosen,
    isAllChosen,
    isChosen: (item: Item) => chosenIds.has(item.id),
    toggle: (item: Item) =>
      setChosenIds((ids) => {
        const next = new Set(ids);
        if (!next.delete(item.id)) next.add(item.id);
        return next;
      }),
    toggleAll: () => setChosenIds(new Set(isAllChosen ? [] : selectable.map((item) => item.id))),
    clear: () => setChosenIds(new Set()),
    /** Whether every chosen item allows the decision (and one is chosen). */
    allows: (decision: ReviewDecision) =>
      chosen.length > 0 && chosen.every((item) => bulk?.decisions(item).includes(decision)),
    /** Whether a row of the page allows the decision (its bulk button is shown). */
    offers: (decision: ReviewDecision) =>
      selectable.some((item) => bulk?.decisions(item).includes(decision)),
  };
}

const bulkRejectKeys = (reasonLabel = 'moderation.reason_label'): RejectTextKeys => ({
  title: 'review_centre.bulk.reject_title',
  reasonLabel,
  submit: 'review_centre.bulk.reject_submit',
});

/**
 * One page of a review queue of any kind: the items with Approve and Reject, the count, the
 * pages, and the dialog asking why when the kind's rejections carry a reason. A kind decided in
 * bulk has a checkbox per selectable row, "select all on this page", and Approve / Reject
 * selected (one reason for all), answered with how many were done and how many failed.
 */
export function ReviewQueue<Item extends { id: number }, Status extends string>({
  kind,
  page,
  hrefFor,
}: ReviewQueueProps<Item, Status>) {
  const { t, tCount } = useSiteText();
  const result = kind.useQueue(page);
  const { decide, pending } = kind.useReview();
  const bulkReview = useBulkReview();
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const { texts, rejectDialog, bulk } = kind;
  const selection = useSelection(bulk, result.data?.data ?? []);
  const isDeciding = pending !== null || bulkReview.isPending;

  const send = (item: Item, decision: ReviewDecision, reason?: string) =>
    decide(item, decision, reason).then(
      () => {
        void notify('success', t(texts.done(decision)));
        setRejecting(null);
      },
      (error: unknown) => void notify('error', apiErrorText(error, t)),
    );

  const reportBulk = (results: readonly BulkReviewResultDto[]) => {
    const failed = results.filter((item) => item.status === 'failed').length;
    const done = tCount('review_centre.bulk.done', results.length - failed);
    void notify(
      failed === 0 ? 'success' : 'warning',
      failed === 0 ? done : `${done} ${tCount('review_centre.bulk.failed', failed)}`,
    );
  };

  const sendBulk = (decision: ReviewDecision, reason?: string) =>
    bulk
      ? bulkReview
          .mutateAsync({
            kind: bulk.kind,
            ids: selection.chosen.map((item) => item.id),
            decision,
            reason,
          })
          .then(
            (results) => {
              reportBulk(results);
              selection.clear();
              setRejecting(null);
            },
            (error: unknown) => void notify('error', apiErrorText(error, t)),
          )
      : Promise.resolve();

  const rejectOne = (item: Item) =>
    rejectDialog
      ? setRejecting({
          title: rejectDialog.nameOf(item),
          textKeys: rejectDialog.textKeys,
          send: (reason) => send(item, 'rejected', reason),
        })
      : void send(item, 'rejected');

  const rejectChosen = () =>
    rejectDialog
      ? setRejecting({
          title: tCount('review_centre.bulk.items', selection.chosen.length),
          textKeys: bulkRejectKeys(rejectDialog.textKeys?.reasonLabel),
          send: (reason) => sendBulk('rejected', reason),
        })
      : void sendBulk('rejected');

  const checkboxOf = (item: Item) =>
    bulk && bulk.decisions(item).length > 0 ? (
      <label className={styles.select}>
        <input
          type="checkbox"
          checked={selection.isChosen(item)}
          disabled={isDeciding}
          onChange={() => selection.toggle(item)}
          aria-label={t('review_centre.bulk.select_item', { name: bulk.nameOf(item) })}
        />
        {t('review_centre.bulk.select')}
      </label>
    ) : undefined;

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
            {selection.selectable.length > 0 ? (
              <div
                className={styles.bulkBar}
                role="group"
                aria-label={t('review_centre.bulk.label')}
              >
                <label className={styles.select}>
                  <input
                    type="checkbox"
                    checked={selection.isAllChosen}
                    disabled={isDeciding}
                    onChange={selection.toggleAll}
                  />
                  {t('review_centre.bulk.select_all')}
                </label>
                <span className={consoleStyles.muted} aria-live="polite">
                  {tCount('review_centre.bulk.chosen', selection.chosen.length)}
                </span>
                {selection.offers('approved') ? (
                  <Button
                    variant="primary"
                    disabled={isDeciding || !selection.allows('approved')}
                    isBusy={bulkReview.isPending && bulkReview.variables?.decision === 'approved'}
                    onClick={() => void sendBulk('approved')}
                  >
                    {t('review_centre.bulk.approve')}
                  </Button>
                ) : null}
                {selection.offers('rejected') ? (
                  <Button
                    variant="danger"
                    disabled={isDeciding || !selection.allows('rejected')}
                    onClick={rejectChosen}
                  >
                    {t('review_centre.bulk.reject')}
                  </Button>
                ) : null}
              </div>
            ) : null}
            <ul className={consoleStyles.list}>
              {queue.data.map((item) => (
                <kind.Row
                  key={item.id}
                  item={item}
                  busyDecision={pending?.id === item.id ? pending.decision : null}
                  isDeciding={isDeciding}
                  onApprove={() => void send(item, 'approved')}
                  onReject={() => rejectOne(item)}
                  selection={checkboxOf(item)}
                />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      <RejectDialog
        key={rejecting?.title ?? 'closed'}
        title={rejecting?.title ?? null}
        isBusy={isDeciding}
        textKeys={rejecting?.textKeys}
        onReject={(reason) => void rejecting?.send(reason)}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
