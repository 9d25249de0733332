import type { BulkReviewResultDto } from '@/contracts/dto/bulk-review-dto';
import type {
  BulkReviewInput,
  BulkReviewKind,
  ReviewDecision,
} from '@/contracts/requests/moderation-requests';
import { AppError } from '../core/app-error';
import type { RouteContext, RouteDefinition, StaffAudit, Viewer } from '../core/route';
import { runInTransaction } from '../db/transactions';
import { completeStaffAudit } from '../http/staff-call';
import { validateInput } from '../http/validation';

/** Each kind's single decision: its call, and the name its body gives the item's id. */
export const singleReviews: Record<BulkReviewKind, { path: string; idName: string }> = {
  listing: { path: 'admin/review-listing', idName: 'property_id' },
  project: { path: 'admin/review-project', idName: 'project_id' },
  advertisement: { path: 'admin/review-advertisement', idName: 'id' },
  verification: { path: 'admin/review-verification', idName: 'submission_id' },
};

/** The single decision's route of each kind, found in the route table. */
export function singleReviewRoutes(
  routes: readonly RouteDefinition[],
): Record<BulkReviewKind, RouteDefinition> {
  return Object.fromEntries(
    Object.entries(singleReviews).map(([kind, { path }]) => {
      const found = routes.find((route) => route.method === 'POST' && route.path === path);
      if (!found) throw new Error(`The bulk review needs POST ${path} in the route table.`);
      return [kind, found];
    }),
  ) as Record<BulkReviewKind, RouteDefinition>;
}

/** Why an item failed, in words the admin reads: the refusal's own, or its fields'. */
function failureMessage(error: AppError): string {
  const fields = Object.values(error.fieldErrors ?? {});
  return fields.length > 0 ? fields.join(' ') : error.userMessage;
}

/**
 * The audit of one item: its rows are the bulk call's, named as its single call names them
 * (`admin/review-listing`), so the log reads as if each had been decided alone.
 */
function auditUnder(path: string, bulk: StaffAudit): StaffAudit {
  let recorded = 0;
  return {
    get recorded() {
      return recorded;
    },
    async record(db, entry) {
      await bulk.record(db, { ...entry, action: entry.action ?? path });
      recorded += 1;
    },
  };
}

type BulkContext = RouteContext<Record<string, never>, BulkReviewInput, Viewer>;

/**
 * One item of a bulk review, exactly as its single decision: the single call's body checked by
 * its schema, its handler (the same service: the owner notified) and its one audit row, in a
 * transaction of its own — a refusal writes nothing of that item.
 */
async function decideOne(
  single: RouteDefinition,
  idName: string,
  id: number,
  review: { decision: ReviewDecision; reason?: string },
  context: BulkContext,
): Promise<BulkReviewResultDto> {
  const takesReason = single.body?.fields.reason !== undefined;
  const input = {
    [idName]: id,
    decision: review.decision,
    ...(takesReason && review.reason !== undefined ? { reason: review.reason } : {}),
  };
  const audit = auditUnder(single.path, context.audit);
  try {
    await runInTransaction(context.db, async (tx) => {
      const body = single.body ? await validateInput(single.body, input) : input;
      await single.handle({ ...context, db: tx, query: {}, body, audit });
      await completeStaffAudit(tx, single, audit, { query: {}, body });
    });
    return { id, status: 'done' };
  } catch (error) {
    if (error instanceof AppError) return { id, status: 'failed', message: failureMessage(error) };
    context.log.error({ err: error, id, path: single.path }, 'a bulk review item failed');
    return { id, status: 'failed', message: 'The decision could not be saved.' };
  }
}

/**
 * `admin/bulk-review`: one decision on several items of one kind, each through its single
 * decision (see decideOne), one after another; an item that cannot be decided (unknown, not in
 * a state that allows it) is answered `failed` with the reason while the others proceed.
 */
export async function bulkReview(
  singles: Record<BulkReviewKind, RouteDefinition>,
  context: BulkContext,
): Promise<{ data: BulkReviewResultDto[]; message: string }> {
  const { kind, ids, decision, reason } = context.body;
  const results: BulkReviewResultDto[] = [];
  for (const id of new Set(ids)) {
    results.push(
      await decideOne(singles[kind], singleReviews[kind].idName, id, { decision, reason }, context),
    );
  }
  const done = results.filter((result) => result.status === 'done').length;
  return { data: results, message: `${done} of ${results.length} ${decision}.` };
}
