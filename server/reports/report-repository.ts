import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  ReportedListingKind,
  ReportQueueState,
  ReportTargetKind,
} from '@/contracts/dto/admin-report-dto';
import type { Database } from '../db/database';
import { selectByIds } from '../db/rows-by-id';
import { chatMessages, chatReports, conversations, users } from '../db/schema';
import type { ListingKind } from '../listings/listing-kind';
import { projectKind } from '../projects/project-kind';
import { propertyKind } from '../properties/property-kind';

/** The listing kind behind each reported-listing target kind (`listing` is a property). */
export const reportedListingKindOf: Readonly<Record<ReportedListingKind, ListingKind>> = {
  listing: propertyKind,
  project: projectKind,
};

/** A listing kind's reports as rows of the queue, under the target kind `kind`. */
const listingReportRows = (kind: ReportedListingKind) => {
  const reports = reportedListingKindOf[kind].reports;
  return sql`select ${kind}::text as kind, ${reports.listingId} as target_id, ${reports.id} as id,
    ${reports.userId} as reporter_id, ${reports.reasonId} as reason_id,
    ${reports.otherMessage} as note, ${reports.status} as status,
    ${reports.createdAt} as created_at, null::int as chat_report_id
  from ${reports}`;
};

type Rows<T> = { rows: T[] };

/** Timestamps come back as Date (PGlite) or text (node-postgres, raw SQL): one form. */
const isoOf = (value: Date | string): string => new Date(value).toISOString();

/**
 * Every report as one row of the queue: a property's (kind `listing`), a project's, a message's,
 * or a person's (a chat report without a message), with the target it groups under.
 */
const reportRows = sql`(
  ${listingReportRows('listing')}
  union all
  ${listingReportRows('project')}
  union all
  select case when ${chatReports.messageId} is null then 'person' else 'message' end,
    coalesce(${chatReports.messageId}, ${chatReports.reportedUserId}), ${chatReports.id},
    ${chatReports.reporterId}, ${chatReports.reasonId}, ${chatReports.otherMessage},
    ${chatReports.status}, ${chatReports.createdAt},
    case when ${chatReports.conversationId} is null then null else ${chatReports.id} end
  from ${chatReports}
) as r`;

function whereOf(filter: { kind?: ReportTargetKind; status: ReportQueueState }): SQL {
  const status = filter.status === 'open' ? sql`r.status = 'open'` : sql`r.status <> 'open'`;
  return filter.kind ? sql`${status} and r.kind = ${filter.kind}` : status;
}

export interface ReportGroupRow {
  kind: ReportTargetKind;
  targetId: number;
  reportCount: number;
  reporterCount: number;
  firstAt: string;
  lastAt: string;
}

/** The reported targets of the queue's state, the most recently reported first, paged. */
export async function listReportGroups(
  db: Database,
  filter: { kind?: ReportTargetKind; status: ReportQueueState; limit: number; offset: number },
): Promise<{ rows: ReportGroupRow[]; total: number }> {
  const where = whereOf(filter);
  const [page, count] = await Promise.all([
    db.execute(sql`select r.kind, r.target_id::int as target_id, count(*)::int as report_count,
        count(distinct r.reporter_id)::int as reporter_count, min(r.created_at) as first_at,
        max(r.created_at) as last_at
      from ${reportRows} where ${where}
      group by r.kind, r.target_id
      order by max(r.created_at) desc, r.kind, r.target_id
      limit ${filter.limit} offset ${filter.offset}`) as unknown as Promise<
      Rows<{
        kind: ReportTargetKind;
        target_id: number;
        report_count: number;
        reporter_count: number;
        first_at: Date | string;
        last_at: Date | string;
      }>
    >,
    db.execute(sql`select count(*)::int as total from (
        select 1 from ${reportRows} where ${where} group by r.kind, r.target_id) as g`) as unknown as Promise<
      Rows<{ total: number }>
    >,
  ]);
  return {
    rows: page.rows.map((row) => ({
      kind: row.kind,
      targetId: Number(row.target_id),
      reportCount: Number(row.report_count),
      reporterCount: Number(row.reporter_count),
      firstAt: isoOf(row.first_at),
      lastAt: isoOf(row.last_at),
    })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}

export interface ReportDetailRow {
  kind: ReportTargetKind;
  targetId: number;
  id: number;
  reporterId: number;
  reporterName: string;
  reason: string | null;
  note: string | null;
  createdAt: string;
  chatReportId: number | null;
}

/** The reports of these targets in the queue's state, newest first, with reasons and reporters. */
export async function listReportsOf(
  db: Database,
  status: ReportQueueState,
  targets: readonly { kind: ReportTargetKind; targetId: number }[],
): Promise<ReportDetailRow[]> {
  if (targets.length === 0) return [];
  const keys = targets.map((target) => `${target.kind}:${target.targetId}`);
  const result = (await db.execute(sql`select r.kind, r.target_id::int as target_id, r.id,
      r.reporter_id, coalesce(u.name, '') as reporter_name, rr.reason, r.note, r.created_at,
      r.chat_report_id
    from ${reportRows}
    left join users u on u.id = r.reporter_id
    left join report_reasons rr on rr.id = r.reason_id
    where ${whereOf({ status })} and (r.kind || ':' || r.target_id) in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})
    order by r.created_at desc, r.id desc`)) as unknown as Rows<{
    kind: ReportTargetKind;
    target_id: number;
    id: number;
    reporter_id: number;
    reporter_name: string;
    reason: string | null;
    note: string | null;
    created_at: Date | string;
    chat_report_id: number | null;
  }>;
  return result.rows.map((row) => ({
    kind: row.kind,
    targetId: Number(row.target_id),
    id: Number(row.id),
    reporterId: Number(row.reporter_id),
    reporterName: row.reporter_name,
    reason: row.reason,
    note: row.note,
    createdAt: isoOf(row.created_at),
    chatReportId: row.chat_report_id === null ? null : Number(row.chat_report_id),
  }));
}

/** The reported listings of one kind (properties or projects), with their owners. */
export function findReportedListings(
  db: Database,
  kind: ReportedListingKind,
  ids: readonly number[],
) {
  const { table } = reportedListingKindOf[kind];
  return selectByIds(
    db,
    table,
    {
      id: table.id,
      slugId: table.slugId,
      title: table.title,
      reviewStatus: table.reviewStatus,
      isActive: table.isActive,
      rejectionReason: table.rejectionReason,
      ownerId: table.ownerId,
    },
    ids,
  );
}

/** The reported messages. */
export function findReportedMessages(db: Database, ids: readonly number[]) {
  return selectByIds(
    db,
    chatMessages,
    {
      id: chatMessages.id,
      senderId: chatMessages.senderId,
      message: chatMessages.message,
      file: chatMessages.file,
      audio: chatMessages.audio,
      deletedAt: chatMessages.deletedAt,
      createdAt: chatMessages.createdAt,
    },
    ids,
  );
}

/** Names and states of the people the reports concern. */
export function findPeople(db: Database, ids: readonly number[]) {
  return selectByIds(db, users, { id: users.id, name: users.name, isActive: users.isActive }, ids);
}

/** The open reports of one target are closed (`dismissed`, or `resolved` once acted on). */
export async function closeOpenReports(
  db: Database,
  kind: ReportTargetKind,
  targetId: number,
  status: 'dismissed' | 'resolved',
): Promise<number[]> {
  if (kind === 'listing' || kind === 'project') {
    const { reports } = reportedListingKindOf[kind];
    const rows = await db
      .update(reports)
      .set({ status })
      .where(and(eq(reports.listingId, targetId), eq(reports.status, 'open')))
      .returning({ id: reports.id });
    return rows.map((row) => row.id);
  }
  const target =
    kind === 'message'
      ? eq(chatReports.messageId, targetId)
      : and(eq(chatReports.reportedUserId, targetId), sql`${chatReports.messageId} is null`);
  const rows = await db
    .update(chatReports)
    .set({ status })
    .where(and(target, eq(chatReports.status, 'open')))
    .returning({ id: chatReports.id });
  return rows.map((row) => row.id);
}

/** The sender of a reported message (the person a warning goes to). */
export async function findMessageSender(db: Database, messageId: number): Promise<number | null> {
  const [row] = await db
    .select({ senderId: chatMessages.senderId })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  return row?.senderId ?? null;
}

/** A chat report with its conversation (null when it was made outside one). */
export async function findChatReport(db: Database, id: number) {
  const [row] = await db
    .select({
      id: chatReports.id,
      reporterId: chatReports.reporterId,
      reportedUserId: chatReports.reportedUserId,
      conversationId: chatReports.conversationId,
    })
    .from(chatReports)
    .where(eq(chatReports.id, id));
  return row ?? null;
}

/** A conversation, only when it is between these two people. */
export async function findConversationBetween(
  db: Database,
  conversationId: number,
  people: readonly [number, number],
) {
  const [a, b] = people;
  const [row] = await db
    .select({ id: conversations.id, title: conversations.propertyTitle })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        sql`((${conversations.buyerId} = ${a} and ${conversations.ownerId} = ${b}) or (${conversations.buyerId} = ${b} and ${conversations.ownerId} = ${a}))`,
      ),
    );
  return row ?? null;
}

/** The latest messages of a conversation (at most `limit`), oldest first. */
export async function listConversationMessages(
  db: Database,
  conversationId: number,
  limit: number,
) {
  const rows = await db
    .select({
      id: chatMessages.id,
      senderId: chatMessages.senderId,
      message: chatMessages.message,
      file: chatMessages.file,
      audio: chatMessages.audio,
      deletedAt: chatMessages.deletedAt,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(sql`${chatMessages.id} desc`)
    .limit(limit);
  return rows.reverse();
}
