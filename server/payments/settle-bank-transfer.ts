import type { SettleBankTransferInput } from '@/contracts/requests/admin-payment-requests';
import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { AppError, notFound } from '../core/app-error';
import type { Logger } from '../core/logger';
import type { StaffAudit, Viewer } from '../core/route';
import { lockTransactionById } from './admin-payments-repository';
import { applyPaymentOutcome } from './apply-payment-outcome';
import { toPaymentTransactionDto } from './payment-transaction-dto';

/**
 * `POST admin/settle-bank-transfer`: the administrator saw the transfer arrive (`paid`: the
 * package is granted through the same path a gateway's webhook takes) or gave up on it
 * (`failed`: the buyer is notified as for a declined payment). Only a pending bank transfer is
 * settled, once: the row is locked, and a second mark answers 409 payment_not_pending. One audit
 * row, in the same transaction.
 */
export function settleBankTransfer(
  db: Database,
  viewer: Viewer,
  audit: StaffAudit,
  input: SettleBankTransferInput,
  log: Logger,
): Promise<PaymentTransactionDto> {
  return runInTransaction(db, async (tx) => {
    const row = await lockTransactionById(tx, input.transaction_id);
    if (!row || row.gateway !== 'bank_transfer') throw notFound('The bank transfer');
    if (row.status !== 'pending') {
      throw new AppError(
        'payment_not_pending',
        `This payment is already ${row.status === 'success' ? 'complete' : 'failed'}.`,
      );
    }
    const result = await applyPaymentOutcome(
      tx,
      row,
      {
        gateway: 'bank_transfer',
        reference: row.gatewayReference ?? String(row.id),
        eventId: `staff:${viewer.userId}:${input.status}`,
        outcome: input.status === 'paid' ? 'succeeded' : 'failed',
      },
      log,
    );
    const updated = (await lockTransactionById(tx, row.id)) ?? row;
    await audit.record(tx, {
      targetType: 'transaction',
      targetId: row.id,
      before: { status: row.status },
      after: { status: updated.status, package_granted: result === 'granted' },
    });
    return toPaymentTransactionDto(updated);
  });
}
