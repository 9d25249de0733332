import type { ResolveReportInput } from '@/contracts/requests/admin-report-requests';
import { notFound, validationFailed } from '../core/app-error';
import type { RouteResult, StaffAudit } from '../core/route';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { noteListingPageChanged } from '../listings/note-listing-pages';
import { removeListing } from '../listings/remove-listing';
import { notifyUser } from '../notifications/notify-user';
import {
  closeOpenReports,
  findMessageSender,
  findReportedListings,
  reportedListingKindOf,
} from './report-repository';

export interface ResolvedReportDto {
  kind: ResolveReportInput['kind'];
  target_id: number;
  action: ResolveReportInput['action'];
  closed_reports: number;
}

const auditTargetTypes = {
  listing: 'property',
  project: 'project',
  message: 'chat_message',
  person: 'user',
} as const;

/** The person a warning about this target goes to: the listing's owner, the message's sender. */
async function warnedPersonOf(db: Database, input: ResolveReportInput): Promise<number> {
  if (input.kind === 'person') return input.target_id;
  if (input.kind === 'message') {
    const sender = await findMessageSender(db, input.target_id);
    if (sender === null) throw notFound('The message');
    return sender;
  }
  const [listing] = await findReportedListings(db, input.kind, [input.target_id]);
  if (!listing) throw notFound(reportedListingKindOf[input.kind].subject);
  return listing.ownerId;
}

/**
 * `admin/resolve-report` (added): a moderator acts on the open reports of one target —
 * `dismiss` closes them; `remove_listing` takes the reported listing (a property or a project) off the site (its owner is
 * told the reason; removeListing) and closes them as resolved; `warn` tells the person the
 * target concerns the reason (account_warned) and closes them as resolved. 404 when the target
 * has no open report. One audit row, in the transaction of the change.
 */
export async function resolveReport(
  db: Database,
  audit: StaffAudit,
  input: ResolveReportInput,
): Promise<RouteResult<ResolvedReportDto>> {
  const listingKind =
    input.kind === 'listing' || input.kind === 'project' ? reportedListingKindOf[input.kind] : null;
  if (input.action === 'remove_listing' && !listingKind) {
    throw validationFailed({ action: 'Only a reported listing can be removed.' });
  }
  const reason = input.reason ?? '';
  const slug = await runInTransaction(db, async (tx) => {
    const closed = await closeOpenReports(
      tx,
      input.kind,
      input.target_id,
      input.action === 'dismiss' ? 'dismissed' : 'resolved',
    );
    if (closed.length === 0) throw notFound('An open report of this target');
    const reports = { open_reports: closed.length, report_status: 'open' };
    const target = { targetType: auditTargetTypes[input.kind], targetId: input.target_id };
    if (input.action === 'dismiss') {
      await audit.record(tx, {
        ...target,
        before: reports,
        after: { report_status: 'dismissed', report_ids: closed },
      });
      return { closed, slugId: null };
    }
    if (input.action === 'remove_listing' && listingKind) {
      const removal = await removeListing(tx, listingKind, input.target_id, reason);
      await audit.record(tx, {
        ...target,
        before: { ...removal.before, ...reports },
        after: { ...removal.after, report_status: 'resolved', report_ids: closed },
      });
      return { closed, slugId: removal.slugId };
    }
    const personId = await warnedPersonOf(tx, input);
    const notice = await notifyUser(tx, {
      userId: personId,
      type: 'account_warned',
      eventKey: `account_warned:${input.kind}:${input.target_id}:${closed.join('-')}`,
      params: { reason },
      link: null,
    });
    await audit.record(tx, {
      ...target,
      before: reports,
      after: {
        report_status: 'resolved',
        report_ids: closed,
        warned_user_id: personId,
        warning: reason,
        notification_id: notice?.id ?? null,
      },
    });
    return { closed, slugId: null };
  });
  if (slug.slugId && listingKind) noteListingPageChanged(listingKind, slug.slugId);
  const messages = {
    dismiss: 'The reports are dismissed.',
    remove_listing: 'The listing is removed; its owner is told why.',
    warn: 'The person is warned.',
  } as const;
  return {
    data: {
      kind: input.kind,
      target_id: input.target_id,
      action: input.action,
      closed_reports: slug.closed.length,
    },
    message: messages[input.action],
  };
}
