import { http } from 'msw';
import type { NextRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import type { ListingRevisionDto } from '@/contracts/dto/listing-revision-dto';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import { apiUrl, mswServer, okEnvelope } from './msw-server';
import { atPage, renderSignedIn } from './render-with-providers';

type Decision = 'approved' | 'rejected';

/** How one of the admins' review queues (listings, projects, verifications) is called. */
export interface ReviewQueueApi<Item> {
  /** The list call, filtered by `statusParam`: 'admin/listings'. */
  list: string;
  statusParam: string;
  statusOf: (item: Item) => string | null;
  /** The review call and the body field naming the reviewed item: 'admin/review-listing'. */
  review: string;
  idField: string;
  /** The item once the decision is taken, as the server keeps it. */
  decide: (item: Item, decision: Decision, reason: string | null) => Item;
}

/** Listings and projects: filtered by review_status; a rejection keeps its reason. */
function byReviewStatus<
  Item extends { review_status: string; rejection_reason: string | null },
>(): Pick<ReviewQueueApi<Item>, 'statusParam' | 'statusOf' | 'decide'> {
  return {
    statusParam: 'review_status',
    statusOf: (item) => item.review_status,
    decide: (item, decision, reason) => ({
      ...item,
      review_status: decision,
      rejection_reason: reason,
    }),
  };
}

export const listingReviewQueue: ReviewQueueApi<ReviewQueueListingDto> = {
  list: 'admin/listings',
  review: 'admin/review-listing',
  idField: 'property_id',
  ...byReviewStatus<ReviewQueueListingDto>(),
};

export const projectReviewQueue: ReviewQueueApi<ReviewQueueProjectDto> = {
  list: 'admin/projects',
  review: 'admin/review-project',
  idField: 'project_id',
  ...byReviewStatus<ReviewQueueProjectDto>(),
};

/**
 * Approved listings and projects whose edit waits for review: the `changes` tab. Approving puts
 * the changes live (none wait any more); rejecting keeps them, refused, with the reason.
 */
function byPendingChanges<
  Item extends { review_status: string; pending_changes: ListingRevisionDto | null },
>(): Pick<ReviewQueueApi<Item>, 'statusParam' | 'statusOf' | 'decide'> {
  return {
    statusParam: 'review_status',
    statusOf: (item) =>
      item.pending_changes?.status === 'pending' ? 'changes' : item.review_status,
    decide: (item, decision, reason) => ({
      ...item,
      pending_changes:
        decision === 'approved' || !item.pending_changes
          ? null
          : { ...item.pending_changes, status: 'rejected', reason },
    }),
  };
}

export const listingChangesQueue: ReviewQueueApi<ReviewQueueListingDto> = {
  list: 'admin/listings',
  review: 'admin/review-listing-changes',
  idField: 'property_id',
  ...byPendingChanges<ReviewQueueListingDto>(),
};

export const projectChangesQueue: ReviewQueueApi<ReviewQueueProjectDto> = {
  list: 'admin/projects',
  review: 'admin/review-project-changes',
  idField: 'project_id',
  ...byPendingChanges<ReviewQueueProjectDto>(),
};

/** Agents' verification applications: approved means success, rejected failed. */
export const verificationReviewQueue: ReviewQueueApi<VerificationSubmissionDto> = {
  list: 'admin/verification-submissions',
  review: 'admin/review-verification',
  idField: 'submission_id',
  statusParam: 'status',
  statusOf: (submission) => submission.status,
  decide: (submission, decision, reason) => ({
    ...submission,
    status: decision === 'approved' ? 'success' : 'failed',
    reason,
  }),
};

type DecisionBody = Record<string, unknown> & { decision: Decision; reason?: string };

/**
 * Serves a review queue that changes with each review like the server's, single or bulk
 * (admin/bulk-review: an id not in the queue fails); records the reviews and the bulk ones.
 */
export function serveReviewQueue<Item extends { id: number }>(
  api: ReviewQueueApi<Item>,
  initial: Item[],
): { reviews: unknown[]; bulkReviews: unknown[] } {
  let items = initial;
  const reviews: unknown[] = [];
  const bulkReviews: unknown[] = [];
  const decide = (id: unknown, body: DecisionBody) => {
    const found = items.some((item) => item.id === id);
    items = items.map((item) =>
      item.id === id ? api.decide(item, body.decision, body.reason ?? null) : item,
    );
    return found;
  };
  mswServer.use(
    http.get(apiUrl(api.list), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get(api.statusParam);
      // The search of a listing's title (the server's, in short).
      const search = query.get('search')?.toLowerCase() ?? '';
      const titleOf = (item: Item) => String((item as { title?: unknown }).title ?? '');
      const shown = items.filter(
        (item) => api.statusOf(item) === status && titleOf(item).toLowerCase().includes(search),
      );
      return okEnvelope(shown, { total: shown.length });
    }),
    http.post(apiUrl(api.review), async ({ request }) => {
      const body = (await request.json()) as DecisionBody;
      reviews.push(body);
      const id = body[api.idField];
      decide(id, body);
      return okEnvelope(items.find((item) => item.id === id));
    }),
    http.post(apiUrl('admin/bulk-review'), async ({ request }) => {
      const body = (await request.json()) as DecisionBody & { ids: number[] };
      bulkReviews.push(body);
      return okEnvelope(
        body.ids.map((id) =>
          decide(id, body)
            ? { id, status: 'done' }
            : { id, status: 'failed', message: 'Not found.' },
        ),
      );
    }),
  );
  return { reviews, bulkReviews };
}

/**
 * Renders `ui` at `path` (with `query`: the tab) for a signed-in user with `role` (admin screens
 * refuse the others).
 */
export function renderSignedInAs(
  role: 'admin' | 'user',
  ui: ReactNode,
  path: string,
  query: NextRouter['query'] = {},
) {
  return renderSignedIn(<>{ui}</>, { role, router: atPage(path, query) });
}
