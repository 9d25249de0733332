import type { ListingRevisionDto } from '@/contracts/dto/listing-revision-dto';
import type { ChangedListingKind } from '@/components/listing/listing-changes';
import type { ListingReviewKind, ListingRowProps, ReviewKind } from './review-kind';
import { RevisionChanges } from './revision-changes';

/** What the changes tab reads of a listing of any kind. */
interface RevisedListing {
  id: number;
  title: string;
  pending_changes: ListingRevisionDto | null;
}

/**
 * The changes tab of a listing kind's review: the kind's queue in the `changes` state, its rows
 * with the changes under review below them, and the decisions sent by `useReview` (the review of
 * changes): approving puts the changes live, rejecting keeps the approved version and gives the
 * owner the reason.
 */
export function changesReview<Item extends RevisedListing>(
  listings: ListingReviewKind<Item>,
  useReview: ReviewKind<Item, string>['useReview'],
  kind: ChangedListingKind,
): ListingReviewKind<Item> {
  const ListingRow = listings.Row;
  function ChangesRow(props: ListingRowProps<Item>) {
    const revision = props.item.pending_changes;
    return (
      <ListingRow
        {...props}
        state={revision?.status ?? 'pending'}
        changes={revision ? <RevisionChanges revision={revision} kind={kind} /> : null}
      />
    );
  }
  return {
    ...listings,
    // The bulk review decides listings, not their changes: each edit is decided on its own.
    bulk: undefined,
    useReview,
    Row: ChangesRow,
    rejectDialog: {
      nameOf: (item) => item.title,
      textKeys: {
        title: 'moderation.changes.reject_title',
        reasonLabel: 'moderation.reason_label',
        submit: 'moderation.changes.reject_submit',
      },
    },
    texts: { ...listings.texts, done: (decision) => `moderation.changes.done.${decision}` },
  };
}
