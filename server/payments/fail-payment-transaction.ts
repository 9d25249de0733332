import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { toPaymentTransactionDto } from './payment-transaction-dto';
import { lockUserTransaction, markTransactionFailed } from './payments-repository';

/**
 * `payment-transaction-fail`: the caller gives up one of their own pending payments (the buyer
 * canceled, or the card was declined in the browser). Another user's transaction is not found;
 * one already settled stays as it is (409).
 */
export function failPaymentTransaction(
  db: Database,
  viewer: Viewer,
  transactionId: number,
): Promise<PaymentTransactionDto> {
  return runInTransaction(db, async (tx) => {
    const row = await lockUserTransaction(tx, viewer.userId, transactionId);
    if (!row) throw notFound('The payment transaction');
    if (row.status !== 'pending') {
      throw new AppError(
        'payment_not_pending',
        `This payment is already ${row.status === 'success' ? 'complete' : 'failed'}.`,
      );
    }
    await markTransactionFailed(tx, row.id);
    const updated = await lockUserTransaction(tx, viewer.userId, transactionId);
    return toPaymentTransactionDto(updated ?? row);
  });
}
