import type { AdminTransactionDto } from '@/contracts/dto/payment-dto';
import type { AdminTransactionsQuery } from '@/contracts/requests/admin-payment-requests';
import type { Database } from '../db/database';
import { selectTransactionsWithBuyers } from './admin-payments-repository';
import { toAdminTransactionDto } from './admin-transaction-dto';

/** `GET admin/transactions`: one page of every payment, newest first, with its buyer. */
export async function getAdminTransactions(
  db: Database,
  query: AdminTransactionsQuery,
): Promise<{ data: AdminTransactionDto[]; total: number }> {
  const { limit, offset, ...filter } = query;
  const { rows, total } = await selectTransactionsWithBuyers(db, filter, { limit, offset });
  return { data: rows.map(toAdminTransactionDto), total };
}
