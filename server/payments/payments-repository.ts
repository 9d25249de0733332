import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { newestRowsWithTotal } from '../db/rows-with-total';
import { paymentTransactions, users } from '../db/schema';

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type PaymentGatewayName = PaymentTransactionRow['gateway'];

export async function insertPendingTransaction(
  db: Database,
  values: {
    userId: number;
    packageId: number;
    packageName: string;
    amountMinor: number;
    currency: string;
    gateway: PaymentGatewayName;
    platformType: string;
    gatewayReference?: string;
  },
): Promise<PaymentTransactionRow> {
  const [row] = await db.insert(paymentTransactions).values(values).returning();
  return row!;
}

export async function setGatewayReference(
  db: Database,
  id: number,
  gatewayReference: string,
): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ gatewayReference, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, id));
}

export async function markTransactionFailed(db: Database, id: number): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'pending')));
}

/** The first row `where` finds, locked until the transaction ends. */
async function lockTransactionWhere(
  db: Database,
  where: SQL | undefined,
): Promise<PaymentTransactionRow | null> {
  const [row] = await db.select().from(paymentTransactions).where(where).limit(1).for('update');
  return row ?? null;
}

/** One row by gateway and the gateway's reference, locked until the transaction ends. */
export async function lockTransactionByReference(
  db: Database,
  gateway: PaymentGatewayName,
  gatewayReference: string,
): Promise<PaymentTransactionRow | null> {
  return lockTransactionWhere(
    db,
    and(
      eq(paymentTransactions.gateway, gateway),
      eq(paymentTransactions.gatewayReference, gatewayReference),
    ),
  );
}

/** One of a user's rows, locked until the transaction ends. */
export async function lockUserTransaction(
  db: Database,
  userId: number,
  id: number,
): Promise<PaymentTransactionRow | null> {
  return lockTransactionWhere(
    db,
    and(eq(paymentTransactions.id, id), eq(paymentTransactions.userId, userId)),
  );
}

/** Records a processed gateway event and, when given, the row's new status. */
export async function recordEvent(
  db: Database,
  id: number,
  eventId: string,
  status?: PaymentTransactionRow['status'],
): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({
      processedEventIds: sql`array_append(${paymentTransactions.processedEventIds}, ${eventId})`,
      ...(status ? { status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(paymentTransactions.id, id));
}

export async function listUserTransactions(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: PaymentTransactionRow[]; total: number }> {
  return newestRowsWithTotal(db, paymentTransactions, eq(paymentTransactions.userId, userId), page);
}

/** The name and email a hosted checkout asks for. */
export async function findPayer(
  db: Database,
  userId: number,
): Promise<{ name: string; email: string | null } | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
