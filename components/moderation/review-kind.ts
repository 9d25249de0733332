import type { ComponentType, ReactNode } from 'react';
import type { ReviewInput } from '@/api/moderation/review-decision';
import {
  reviewDecisions,
  type BulkReviewKind,
  type ReviewDecision,
  type ReviewQueueState,
} from '@/contracts/requests/moderation-requests';
import type { RejectTextKeys } from './reject-dialog';
import type { ReviewRowProps as ReviewedListingRowProps } from './review-row';

/** One page of a queue: the tab (review status) it shows, its range and its search. */
export interface QueuePage<Status extends string> {
  status: Status;
  limit: number;
  offset: number;
  /** Words the items must have (a title; an applicant's name or email); empty: all. */
  search?: string;
}

/** What the queue reads of its query. */
export interface QueueResult<Item> {
  data: { data: Item[]; total: number } | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** The decisions left for something in `state`: none it already has. */
export function decisionsOtherThan(state: string): readonly ReviewDecision[] {
  return reviewDecisions.filter((decision) => decision !== state);
}

/** The decision being sent, and for which item; null while none is. */
export type PendingDecision = { id: number; decision: ReviewDecision } | null;

export interface ReviewRowProps<Item> {
  item: Item;
  /** The decision being sent for this item, if any. */
  busyDecision: ReviewDecision | null;
  /** Whether a decision is being sent for any item of the queue. */
  isDeciding: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** The row's checkbox of a bulk decision, shown with its decisions; none when not selectable. */
  selection?: ReactNode;
}

/**
 * The row of a listing kind's queue: a queue row that can also show the listing's changes under
 * review, offering the decisions their state allows (the changes tab).
 */
export type ListingRowProps<Item> = ReviewRowProps<Item> &
  Pick<ReviewedListingRowProps, 'changes' | 'state'>;

/**
 * One kind of thing the administrators review — a listing, a project, an advertisement, an
 * agent's verification: where its queue comes from, how a row shows it, how a decision is sent
 * and what the queue says. ReviewQueue shows any of them.
 */
export interface ReviewKind<Item extends { id: number }, Status extends string> {
  useQueue: (page: QueuePage<Status>) => QueueResult<Item>;
  useReview: () => {
    decide: (item: Item, decision: ReviewDecision, reason?: string) => Promise<unknown>;
    pending: PendingDecision;
  };
  Row: ComponentType<ReviewRowProps<Item>>;
  /**
   * Decided in bulk (admin/bulk-review) as `kind`: a row is selectable when its state allows a
   * decision (`decisions`), and "Approve selected" / "Reject selected" act on the selection.
   */
  bulk?: {
    kind: BulkReviewKind;
    /** The decisions the item's state allows (none: not selectable). */
    decisions: (item: Item) => readonly ReviewDecision[];
    /** The item as its checkbox names it. */
    nameOf: (item: Item) => string;
  };
  /** The rejection dialog asks why (its texts); without it a rejection is sent at once. */
  rejectDialog?: { nameOf: (item: Item) => string; textKeys?: RejectTextKeys };
  /** Translation keys of the queue's texts. */
  texts: {
    loadFailed: string;
    empty: (status: Status) => string;
    done: (decision: ReviewDecision) => string;
    /** The "N waiting" line above the list, when the queue has one. */
    count?: string;
    paginationLabel: string;
  };
}

/** What a listing kind's queue reads of a listing to decide it in bulk. */
interface ReviewedListing {
  id: number;
  title: string;
  review_status: string;
}

/** A listing kind's bulk decisions: those its row offers (none the listing already has). */
export function listingBulk<Item extends ReviewedListing>(
  kind: 'listing' | 'project',
): NonNullable<ReviewKind<Item, string>['bulk']> {
  return {
    kind,
    decisions: (listing) => decisionsOtherThan(listing.review_status),
    nameOf: (listing) => listing.title,
  };
}

/**
 * A listing kind's review (a property, a project): its queue by review state or `changes`, and
 * a row that can show the changes under review (so its changes tab reuses it).
 */
export type ListingReviewKind<Item extends { id: number }> = ReviewKind<Item, ReviewQueueState> & {
  Row: ComponentType<ListingRowProps<Item>>;
};

/** The decision a review mutation is sending, read from its variables. */
export function pendingOf<Input extends { decision: ReviewDecision }>(
  mutation: { isPending: boolean; variables: Input | undefined },
  idOf: (input: Input) => number,
): PendingDecision {
  const input = mutation.variables;
  return mutation.isPending && input ? { id: idOf(input), decision: input.decision } : null;
}

/** What a review mutation's hook gives: the call and what it is sending. */
export interface ReviewMutation<Input> {
  mutateAsync: (input: Input) => Promise<unknown>;
  isPending: boolean;
  variables: Input | undefined;
}

/**
 * A kind's `useReview` from its review mutation, which names the item's id `idName`
 * (propertyId, projectId, submissionId).
 */
export function reviewWith<Item extends { id: number }, IdName extends string>(
  useReviewMutation: () => ReviewMutation<ReviewInput<IdName>>,
  idName: IdName,
): ReviewKind<Item, string>['useReview'] {
  function useReview() {
    const review = useReviewMutation();
    return {
      decide: (item: Item, decision: ReviewDecision, reason?: string) =>
        review.mutateAsync({ [idName]: item.id, decision, reason } as ReviewInput<IdName>),
      pending: pendingOf(review, (input) => input[idName]),
    };
  }
  return useReview;
}

/**
 * A queue's texts under its translation namespace: `<namespace>.load_failed`,
 * `.empty.<status>`, `.done.<decision>`, `.count` and the pagination label.
 */
export function queueTexts<Status extends string>(
  namespace: string,
  paginationLabel = `${namespace}.pagination_label`,
): ReviewKind<{ id: number }, Status>['texts'] {
  return {
    loadFailed: `${namespace}.load_failed`,
    empty: (status) => `${namespace}.empty.${status}`,
    done: (decision) => `${namespace}.done.${decision}`,
    count: `${namespace}.count`,
    paginationLabel,
  };
}
