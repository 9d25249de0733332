import { notifyUser } from '../notifications/notify-user';
import { paths } from '@/utils/paths';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { grantPackage } from '../packages/grant-package';
import {
  recordEvent,
  type PaymentGatewayName,
  type PaymentTransactionRow,
} from './payments-repository';

/** A verified word about one payment: a gateway's webhook, or the administrator's mark. */
export interface GatewayConfirmation {
  gateway: PaymentGatewayName;
  /** The gateway's id of the payment, as recorded when it was opened. */
  reference: string;
  /** The id of this event: applied once, a replay changes nothing. */
  eventId: string;
  outcome: 'succeeded' | 'failed';
  /** What the gateway says was paid (minor units) and in which currency, when it says. */
  amountMinor?: number;
  currency?: string;
}

export type SettleResult = 'granted' | 'failed' | 'unchanged' | 'unknown';

/**
 * The one path that settles a payment, shared by every gateway's webhook (settlePayment) and the
 * administrator's mark of a bank transfer (settleBankTransfer). `row` is locked by the caller's
 * transaction. An event seen before, a second success, a failure after a success (events out of
 * order), or a success for a different amount or currency changes nothing (and grants nothing).
 * A success of a pending or failed payment marks it successful and grants the package, itself
 * idempotent per payment. The payer is notified of a failure.
 */
export async function applyPaymentOutcome(
  tx: Database,
  row: PaymentTransactionRow,
  confirmation: GatewayConfirmation,
  log: Logger,
): Promise<SettleResult> {
  const { gateway, eventId } = confirmation;
  if (row.processedEventIds.includes(eventId)) {
    log.info({ gateway, transactionId: row.id, eventId }, 'payment event replayed: ignored');
    return 'unchanged';
  }
  if (confirmation.outcome === 'failed') {
    await recordEvent(tx, row.id, eventId, row.status === 'pending' ? 'failed' : undefined);
    if (row.status !== 'pending') return 'unchanged';
    await notifyUser(tx, {
      userId: row.userId,
      type: 'payment_failed',
      eventKey: `payment_failed:${row.id}`,
      params: { package: row.packageName },
      link: paths.transactionHistory(),
    });
    return 'failed';
  }
  const amountDiffers =
    confirmation.amountMinor !== undefined && confirmation.amountMinor !== row.amountMinor;
  const currencyDiffers =
    confirmation.currency !== undefined && confirmation.currency.toUpperCase() !== row.currency;
  if (amountDiffers || currencyDiffers) {
    log.error(
      {
        gateway,
        transactionId: row.id,
        eventId,
        paid: { amountMinor: confirmation.amountMinor, currency: confirmation.currency },
        expected: { amountMinor: row.amountMinor, currency: row.currency },
      },
      'payment confirmed for another amount: package not granted',
    );
    await recordEvent(tx, row.id, eventId);
    return 'unchanged';
  }
  if (row.status === 'success') {
    await recordEvent(tx, row.id, eventId);
    return 'unchanged';
  }
  await recordEvent(tx, row.id, eventId, 'success');
  if (row.packageId === null) {
    log.error({ gateway, transactionId: row.id }, 'paid package no longer exists: not granted');
    return 'unchanged';
  }
  await grantPackage(tx, {
    userId: row.userId,
    packageId: row.packageId,
    source: 'purchase',
    paymentTransactionId: String(row.id),
  });
  log.info({ gateway, transactionId: row.id, eventId }, 'payment confirmed: package granted');
  return 'granted';
}
