import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import type { PaymentDetailsQuery } from '@/contracts/requests/payment-requests';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { toPaymentTransactionDto } from './payment-transaction-dto';
import { listUserTransactions } from './payments-repository';

/** `get_payment_details`: the caller's own payments, newest first, with the total. */
export async function getPaymentDetails(
  db: Database,
  viewer: Viewer,
  query: PaymentDetailsQuery,
): Promise<{ data: PaymentTransactionDto[]; total: number }> {
  const { rows, total } = await listUserTransactions(db, viewer.userId, query);
  return { data: rows.map(toPaymentTransactionDto), total };
}
