import type { ReportTargetDto } from '@/contracts/dto/admin-report-dto';
import type { AdminReportsQuery } from '@/contracts/requests/admin-report-requests';
import type { RouteResult } from '../core/route';
import type { Database } from '../db/database';
import {
  findPeople,
  findReportedListings,
  findReportedMessages,
  listReportGroups,
  listReportsOf,
  type ReportDetailRow,
  type ReportGroupRow,
} from './report-repository';

const keyOf = (row: { kind: string; targetId: number }) => `${row.kind}:${row.targetId}`;

/** How many reports gave each reason, the most given first ("Other" when none is left). */
function reasonCounts(reports: readonly ReportDetailRow[]) {
  const counts = new Map<string, number>();
  for (const report of reports) {
    const reason = report.reason ?? 'Other';
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/**
 * `admin/reports` (added): the reported listings (properties and projects), messages and people, each target once with
 * its reports in the asked state (open by default, or closed): how many, by how many people,
 * for which reasons, the reporters' notes, and the person it concerns. The most recently
 * reported first, paged (`total` counts targets). Staff read it (support too; audited).
 */
export async function getAdminReports(
  db: Database,
  query: AdminReportsQuery,
): Promise<RouteResult<ReportTargetDto[]>> {
  const { rows: groups, total } = await listReportGroups(db, {
    kind: query.kind,
    status: query.status,
    limit: query.limit,
    offset: query.offset,
  });
  const idsOf = (kind: ReportGroupRow['kind']) =>
    groups.filter((group) => group.kind === kind).map((group) => group.targetId);
  const [reports, properties, projects, messages] = await Promise.all([
    listReportsOf(db, query.status, groups),
    findReportedListings(db, 'listing', idsOf('listing')),
    findReportedListings(db, 'project', idsOf('project')),
    findReportedMessages(db, idsOf('message')),
  ]);
  /** The reported listing of a group: a property (kind `listing`) or a project. */
  const listingOf = (group: ReportGroupRow) => {
    const rows =
      group.kind === 'listing' ? properties : group.kind === 'project' ? projects : undefined;
    return rows?.find((row) => row.id === group.targetId) ?? null;
  };
  const personOf = (group: ReportGroupRow): number | null => {
    if (group.kind === 'person') return group.targetId;
    if (group.kind === 'message')
      return messages.find((m) => m.id === group.targetId)?.senderId ?? null;
    return listingOf(group)?.ownerId ?? null;
  };
  const people = await findPeople(db, [
    ...new Set(groups.map(personOf).filter((id): id is number => id !== null)),
  ]);
  const data = groups.map((group): ReportTargetDto => {
    const own = reports.filter((report) => keyOf(report) === keyOf(group));
    const listing = listingOf(group);
    const message = group.kind === 'message' ? messages.find((m) => m.id === group.targetId) : null;
    const personId = personOf(group);
    const person = people.find((p) => p.id === personId);
    return {
      kind: group.kind,
      target_id: group.targetId,
      report_count: group.reportCount,
      reporter_count: group.reporterCount,
      reasons: reasonCounts(own),
      notes: own
        .filter((report) => report.note)
        .map((report) => ({
          report_id: report.id,
          reporter_id: report.reporterId,
          reporter_name: report.reporterName,
          note: report.note ?? '',
          created_at: report.createdAt,
        })),
      first_reported_at: group.firstAt,
      last_reported_at: group.lastAt,
      person: person ? { id: person.id, name: person.name, is_active: person.isActive } : null,
      listing: listing
        ? {
            id: listing.id,
            slug_id: listing.slugId,
            title: listing.title,
            review_status: listing.reviewStatus,
            is_active: listing.isActive,
            rejection_reason: listing.rejectionReason,
          }
        : null,
      message: message
        ? {
            id: message.id,
            text: message.deletedAt ? null : message.message,
            has_file: !message.deletedAt && Boolean(message.file ?? message.audio),
            is_deleted: message.deletedAt !== null,
            created_at: message.createdAt.toISOString(),
          }
        : null,
      conversation_report_id:
        own.find((report) => report.chatReportId !== null)?.chatReportId ?? null,
    };
  });
  return { data, total };
}
