import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AdminTransactionsFilter } from '@/contracts/requests/admin-payment-requests';
import type { Database } from '../db/database';
import { rowsWithTotal } from '../db/rows-with-total';
import { findRowById } from '../db/rows-by-id';
import { paymentTransactions, siteSettings, users } from '../db/schema';
import type { PaymentTransactionRow } from './payments-repository';

/** A payment with its buyer's name and email (none when the account is gone). */
export interface TransactionWithBuyer {
  transaction: PaymentTransactionRow;
  user: { id: number; name: string; email: string | null } | null;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function whereOf(filter: AdminTransactionsFilter): SQL | undefined {
  const conditions = [
    filter.status ? eq(paymentTransactions.status, filter.status) : undefined,
    filter.gateway ? eq(paymentTransactions.gateway, filter.gateway) : undefined,
    filter.search
      ? or(
          ilike(users.name, like(filter.search)),
          ilike(users.email, like(filter.search)),
          ilike(paymentTransactions.gatewayReference, like(filter.search)),
        )
      : undefined,
    filter.from ? gte(paymentTransactions.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(paymentTransactions.createdAt, nextDayStart(filter.to)) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Payments matching the filter, newest first, with how many match. */
export async function selectTransactionsWithBuyers(
  db: Database,
  filter: AdminTransactionsFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TransactionWithBuyer[]; total: number }> {
  const where = whereOf(filter);
  const { rows, total } = await rowsWithTotal(
    db
      .select({
        transaction: paymentTransactions,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
      })
      .from(paymentTransactions)
      .leftJoin(users, eq(users.id, paymentTransactions.userId))
      .where(where)
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(paymentTransactions)
      .leftJoin(users, eq(users.id, paymentTransactions.userId))
      .where(where),
  );
  return {
    rows: rows.map((row) => ({
      transaction: row.transaction,
      user:
        row.userId === null
          ? null
          : { id: row.userId, name: row.userName ?? '', email: row.userEmail ?? null },
    })),
    total,
  };
}

/** One payment by id, locked until the transaction ends. */
export const lockTransactionById = (
  db: Database,
  id: number,
): Promise<PaymentTransactionRow | null> =>
  findRowById(db, paymentTransactions, id, { lock: true });

/** The stored `bank_transfer` site setting, as stored (null when never saved). */
export async function readBankTransferSetting(db: Database): Promise<unknown> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'bank_transfer'))
    .limit(1);
  return row?.value ?? null;
}

export async function writeBankTransferSetting(db: Database, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: 'bank_transfer', value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
