import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DailyFigureDto } from '@/contracts/dto/staff-dto';
import type { Database } from '../db/database';
import {
  advertisements,
  chatReports,
  paymentTransactions,
  users,
  verificationSubmissions,
} from '../db/schema';
import { listingKinds } from '../listing-kinds';

/** How many days the dashboard's series cover (today included). */
export const dashboardDays = 30;

const since = (): Date => {
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() - (dashboardDays - 1));
  return start;
};

/** The days of the series, oldest first, as YYYY-MM-DD. */
export function dashboardDayList(): string[] {
  const first = since();
  return Array.from({ length: dashboardDays }, (_, index) =>
    new Date(first.getTime() + index * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Rows per UTC day of `column` since the first day, every day present (0 when none). */
export async function dailyCounts(
  db: Database,
  table: PgTable,
  column: AnyPgColumn,
  where?: SQL,
): Promise<DailyFigureDto[]> {
  const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, value: count() })
    .from(table)
    .where(and(gte(column, since()), where))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.value)]));
  return dashboardDayList().map((date) => ({ day: date, value: byDay.get(date) ?? 0 }));
}

export async function countRows(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return Number(row?.value ?? 0);
}

export async function listingStateCounts(db: Database) {
  const totals = { pending: 0, approved: 0, rejected: 0, inactive: 0 };
  for (const { table } of listingKinds) {
    const rows = await db
      .select({ state: table.reviewStatus, isActive: table.isActive, value: count() })
      .from(table)
      .groupBy(table.reviewStatus, table.isActive);
    for (const row of rows) {
      const value = Number(row.value);
      if (row.state === 'approved' && !row.isActive) totals.inactive += value;
      else if (row.state in totals) totals[row.state as keyof typeof totals] += value;
    }
  }
  return totals;
}

export async function newListingsDaily(db: Database): Promise<DailyFigureDto[]> {
  const series = await Promise.all(
    listingKinds.map(({ table }) => dailyCounts(db, table, table.createdAt)),
  );
  return dashboardDayList().map((day, index) => ({
    day,
    value: series.reduce((sum, kind) => sum + (kind[index]?.value ?? 0), 0),
  }));
}

export async function pendingReviewCounts(db: Database) {
  const [properties, projects] = await Promise.all(
    listingKinds.map(({ table }) => countRows(db, table, eq(table.reviewStatus, 'pending'))),
  );
  const changes = await Promise.all(
    listingKinds.map(({ revisions }) => countRows(db, revisions, eq(revisions.status, 'pending'))),
  );
  return {
    properties: properties ?? 0,
    projects: projects ?? 0,
    changes: changes.reduce((sum, value) => sum + value, 0),
    advertisements: await countRows(db, advertisements, eq(advertisements.status, 'pending')),
    verifications: await countRows(
      db,
      verificationSubmissions,
      eq(verificationSubmissions.status, 'pending'),
    ),
  };
}

/** Open reports of every kind of listing and of people, in all and per day. */
export async function openReportFigures(db: Database) {
  const reportTables = [...listingKinds.map((kind) => kind.reports), chatReports];
  const figures = await Promise.all(
    reportTables.map(async (table) => ({
      total: await countRows(db, table, eq(table.status, 'open')),
      daily: await dailyCounts(db, table, table.createdAt),
    })),
  );
  const [first] = figures;
  return {
    total: figures.reduce((sum, figure) => sum + figure.total, 0),
    daily: (first?.daily ?? []).map((figure, index) => ({
      day: figure.day,
      value: figures.reduce((sum, each) => sum + (each.daily[index]?.value ?? 0), 0),
    })),
  };
}

export async function newUserFigures(db: Database) {
  const [total, daily] = await Promise.all([
    countRows(db, users, sql`${users.deletedAt} is null`),
    dailyCounts(db, users, users.createdAt),
  ]);
  return { total, last_30_days: daily.reduce((sum, figure) => sum + figure.value, 0), daily };
}

/** Successful payments since the first day: by gateway and currency, and how many a day. */
export async function revenueFigures(db: Database) {
  const succeeded = eq(paymentTransactions.status, 'success');
  const rows = await db
    .select({
      gateway: paymentTransactions.gateway,
      currency: paymentTransactions.currency,
      minor: sql<string>`sum(${paymentTransactions.amountMinor})::text`,
      payments: count(),
    })
    .from(paymentTransactions)
    .where(and(succeeded, gte(paymentTransactions.updatedAt, since())))
    .groupBy(paymentTransactions.gateway, paymentTransactions.currency);
  const daily = await dailyCounts(
    db,
    paymentTransactions,
    paymentTransactions.updatedAt,
    succeeded,
  );
  return { rows, daily };
}
