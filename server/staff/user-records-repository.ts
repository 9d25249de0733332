import { aliasedTable, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminUserBlockDto,
  AdminUserListingDto,
  AdminUserPackageDto,
  AdminUserPaymentDto,
  AdminUserReportDto,
} from '@/contracts/dto/staff-dto';
import type { Database } from '../db/database';
import {
  chatReports,
  packages,
  paymentTransactions,
  reportReasons,
  userBlocks,
  userPackages,
  users,
} from '../db/schema';
import { listingKinds } from '../listing-kinds';
import { minorUnitsToDecimal } from '../payments/money';

/** How many of each record a user's console page shows (the newest). */
const shown = 50;

export async function selectUserListings(
  db: Database,
  userId: number,
): Promise<AdminUserListingDto[]> {
  const lists = await Promise.all(
    listingKinds.map(async (kind) => {
      const { table } = kind;
      const rows = await db
        .select({
          id: table.id,
          title: table.title,
          slug: table.slugId,
          reviewStatus: table.reviewStatus,
          isActive: table.isActive,
          hiddenWithOwner: table.hiddenWithOwner,
          createdAt: table.createdAt,
        })
        .from(table)
        .where(eq(table.ownerId, userId))
        .orderBy(desc(table.createdAt))
        .limit(shown);
      return rows.map((row): AdminUserListingDto => ({
        kind: kind.key === 'project' ? 'project' : 'property',
        id: row.id,
        title: row.title,
        slug_id: row.slug,
        review_status: row.reviewStatus,
        is_active: row.isActive,
        hidden_with_owner: row.hiddenWithOwner,
        created_at: row.createdAt.toISOString(),
      }));
    }),
  );
  return lists.flat().sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function selectUserPackages(
  db: Database,
  userId: number,
): Promise<AdminUserPackageDto[]> {
  const rows = await db
    .select({
      id: userPackages.id,
      name: packages.name,
      startsAt: userPackages.startsAt,
      endsAt: userPackages.endsAt,
      source: userPackages.source,
    })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(eq(userPackages.userId, userId))
    .orderBy(desc(userPackages.endsAt))
    .limit(shown);
  return rows.map((row) => ({
    id: row.id,
    package_name: row.name,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    source: row.source,
  }));
}

export async function selectUserPayments(
  db: Database,
  userId: number,
): Promise<AdminUserPaymentDto[]> {
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.userId, userId))
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(shown);
  return rows.map((row) => ({
    id: row.id,
    package_name: row.packageName,
    amount: minorUnitsToDecimal(row.amountMinor, row.currency),
    currency: row.currency,
    gateway: row.gateway,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}

const reasonText = (reason: string | null, note: string | null): string =>
  [reason, note].filter(Boolean).join(' — ');

/** Reports this user made (`made`) or that name them or their listings (`received`). */
export async function selectUserReports(
  db: Database,
  userId: number,
  side: 'made' | 'received',
): Promise<AdminUserReportDto[]> {
  const reporter = aliasedTable(users, 'reporter');
  const reported = aliasedTable(users, 'reported');
  // Every kind's reports (a property's, a project's), each kind's newest first, then merged.
  const kindRows = await Promise.all(
    listingKinds.map(async ({ table, reports, noun }) => {
      const kind: AdminUserReportDto['kind'] = noun === 'project' ? 'project' : 'listing';
      const rows = await db
        .select({
          id: reports.id,
          reporterId: reports.userId,
          reporterName: reporter.name,
          ownerId: table.ownerId,
          ownerName: reported.name,
          title: table.title,
          reason: reportReasons.reason,
          note: reports.otherMessage,
          status: reports.status,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .innerJoin(table, eq(table.id, reports.listingId))
        .innerJoin(reporter, eq(reporter.id, reports.userId))
        .innerJoin(reported, eq(reported.id, table.ownerId))
        .leftJoin(reportReasons, eq(reportReasons.id, reports.reasonId))
        .where(side === 'made' ? eq(reports.userId, userId) : eq(table.ownerId, userId))
        .orderBy(desc(reports.createdAt))
        .limit(shown);
      return rows.map((row) => ({ ...row, kind }));
    }),
  );
  const listingRows = kindRows.flat();
  const personRows = await db
    .select({
      id: chatReports.id,
      reporterId: chatReports.reporterId,
      reporterName: reporter.name,
      reportedId: chatReports.reportedUserId,
      reportedName: reported.name,
      reason: reportReasons.reason,
      note: chatReports.otherMessage,
      status: chatReports.status,
      createdAt: chatReports.createdAt,
    })
    .from(chatReports)
    .innerJoin(reporter, eq(reporter.id, chatReports.reporterId))
    .innerJoin(reported, eq(reported.id, chatReports.reportedUserId))
    .leftJoin(reportReasons, eq(reportReasons.id, chatReports.reasonId))
    .where(
      side === 'made' ? eq(chatReports.reporterId, userId) : eq(chatReports.reportedUserId, userId),
    )
    .orderBy(desc(chatReports.createdAt))
    .limit(shown);
  const made = side === 'made';
  return [
    ...listingRows.map((row): AdminUserReportDto => ({
      id: row.id,
      kind: row.kind,
      other_user_id: made ? row.ownerId : row.reporterId,
      other_name: made ? row.ownerName : row.reporterName,
      listing_title: row.title,
      reason: reasonText(row.reason, row.note),
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
    ...personRows.map((row): AdminUserReportDto => ({
      id: row.id,
      kind: 'person',
      other_user_id: made ? row.reportedId : row.reporterId,
      other_name: made ? row.reportedName : row.reporterName,
      listing_title: null,
      reason: reasonText(row.reason, row.note),
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Blocks this user made, or blocks of this user by others (`of`). */
export async function selectUserBlocks(
  db: Database,
  userId: number,
  side: 'made' | 'of',
): Promise<AdminUserBlockDto[]> {
  const rows = await db
    .select({
      id: userBlocks.id,
      blockerId: userBlocks.blockerId,
      blockerName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${userBlocks.blockerId})`,
      blockedId: userBlocks.blockedUserId,
      blockedName: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${userBlocks.blockedUserId})`,
      toAdmin: userBlocks.toAdmin,
      reason: userBlocks.reason,
      createdAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .where(
      side === 'made' ? eq(userBlocks.blockerId, userId) : eq(userBlocks.blockedUserId, userId),
    )
    .orderBy(desc(userBlocks.createdAt))
    .limit(shown);
  return rows.map((row) => ({
    id: row.id,
    blocked_user_id: side === 'made' ? row.blockedId : row.blockerId,
    blocked_name: side === 'made' ? (row.blockedName ?? '') : row.blockerName,
    to_admin: row.toAdmin,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Who blocked the admin (`to_admin`), newest first. */
export async function selectAdminBlockers(db: Database, limit: number, offset: number) {
  return db
    .select({
      blockId: userBlocks.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      reason: userBlocks.reason,
      createdAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockerId))
    .where(eq(userBlocks.toAdmin, true))
    .orderBy(desc(userBlocks.createdAt))
    .limit(limit)
    .offset(offset);
}
