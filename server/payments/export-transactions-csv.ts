import type { AdminTransactionsFilter } from '@/contracts/requests/admin-payment-requests';
import type { Database } from '../db/database';
import { selectTransactionsWithBuyers } from './admin-payments-repository';
import { csvText } from './csv-text';
import { minorUnitsToDecimal } from './money';

/** The most rows one export holds (the newest); narrow the filters for older ones. */
export const maxExportRows = 10_000;

const header = [
  'id',
  'created_at',
  'user_id',
  'user_name',
  'user_email',
  'package',
  'gateway',
  'amount',
  'currency',
  'status',
  'gateway_reference',
];

/**
 * `GET admin/transactions-csv`: the payments `admin/transactions` shows for the same filters,
 * newest first (at most maxExportRows), as CSV with its file name. Amounts are exact decimal
 * text in the currency's major unit, with the currency beside them.
 */
export async function exportTransactionsCsv(
  db: Database,
  filter: AdminTransactionsFilter,
  now = new Date(),
): Promise<{ filename: string; csv: string; rows: number; total: number }> {
  const { rows, total } = await selectTransactionsWithBuyers(db, filter, {
    limit: maxExportRows,
    offset: 0,
  });
  const lines = rows.map(({ transaction, user }) => [
    transaction.id,
    transaction.createdAt.toISOString(),
    user?.id ?? null,
    user?.name ?? null,
    user?.email ?? null,
    transaction.packageName,
    transaction.gateway,
    minorUnitsToDecimal(transaction.amountMinor, transaction.currency),
    transaction.currency,
    transaction.status,
    transaction.gatewayReference,
  ]);
  return {
    filename: `transactions-${now.toISOString().slice(0, 10)}.csv`,
    csv: csvText([header, ...lines]),
    rows: rows.length,
    total,
  };
}
