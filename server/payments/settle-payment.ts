import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import type { Logger } from '../core/logger';
import {
  applyPaymentOutcome,
  type GatewayConfirmation,
  type SettleResult,
} from './apply-payment-outcome';
import { lockTransactionByReference } from './payments-repository';

export type { GatewayConfirmation, SettleResult } from './apply-payment-outcome';

/**
 * Applies a verified gateway event to its transaction, idempotently, in one database
 * transaction with the row locked (applyPaymentOutcome says what each event does). An event for
 * a payment we never opened changes nothing.
 */
export function settlePayment(
  db: Database,
  confirmation: GatewayConfirmation,
  log: Logger,
): Promise<SettleResult> {
  const { gateway, reference, eventId } = confirmation;
  return runInTransaction(db, async (tx) => {
    const row = await lockTransactionByReference(tx, gateway, reference);
    if (!row) {
      log.warn({ gateway, reference, eventId }, 'payment event for an unknown payment ignored');
      return 'unknown';
    }
    return applyPaymentOutcome(tx, row, confirmation, log);
  });
}
