import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { openPayment, type OpenedPayment, type OpenPaymentRequest } from './open-payment';
import { markTransactionFailed } from './payments-repository';

/**
 * Every payment call's frame: opens the payment (openPayment: checks, price, the pending
 * transaction), then asks the gateway; when the gateway fails or refuses, the transaction is
 * marked failed before the error answers the caller.
 */
export async function startPayment<T>(
  db: Database,
  viewer: Viewer,
  request: OpenPaymentRequest,
  askGateway: (opened: OpenedPayment) => Promise<T>,
): Promise<T> {
  const opened = await openPayment(db, viewer, request);
  try {
    return await askGateway(opened);
  } catch (error) {
    await markTransactionFailed(db, opened.transaction.id);
    throw error;
  }
}
