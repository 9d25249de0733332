import type { PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import type { PackagePaymentInput } from '@/contracts/requests/payment-requests';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import type { Viewer } from '../core/route';
import { createFlutterwavePayment as askFlutterwave } from './flutterwave-api';
import { gatewayUnavailable } from './gateway-request';
import { minorUnitsToDecimal } from './money';
import { openPayment } from './open-payment';
import { markTransactionFailed, setGatewayReference } from './payments-repository';
import { requirePayerEmail } from './require-payer-email';
import { paymentReturnUrls } from './return-urls';

/**
 * `flutterwave` (package_id): Flutterwave's hosted checkout for the package's price. The
 * transaction's `tx_ref` is ours (`hearth-<id>`); the webhook verifies the payment by its API.
 */
export async function createFlutterwavePayment(
  db: Database,
  viewer: Viewer,
  input: PackagePaymentInput,
  log: Logger,
): Promise<PaymentRedirectDto> {
  const payer = await requirePayerEmail(db, viewer.userId);
  const { config, transaction, amountMinor } = await openPayment(db, viewer, {
    packageId: input.package_id,
    gateway: 'flutterwave',
  });
  const txRef = `hearth-${transaction.id}`;
  try {
    await setGatewayReference(db, transaction.id, txRef);
    const link = await askFlutterwave(
      config.flutterwave,
      {
        txRef,
        transactionId: transaction.id,
        amount: minorUnitsToDecimal(amountMinor, config.currency),
        currency: config.currency,
        redirectUrl: paymentReturnUrls(transaction.id).returnUrl,
        customer: payer,
        title: transaction.packageName,
      },
      log,
    );
    if (!link) throw gatewayUnavailable();
    return {
      payment_transaction_id: transaction.id,
      gateway: 'flutterwave',
      redirect_url: link,
      gateway_reference: txRef,
    };
  } catch (error) {
    await markTransactionFailed(db, transaction.id);
    throw error;
  }
}
