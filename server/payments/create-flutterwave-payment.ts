import type { PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import type { PackagePaymentInput } from '@/contracts/requests/payment-requests';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import type { Viewer } from '../core/route';
import { createFlutterwavePayment as askFlutterwave } from './flutterwave-api';
import { minorUnitsToDecimal } from './money';
import { openHostedCheckout } from './open-hosted-checkout';

/**
 * `flutterwave` (package_id): Flutterwave's hosted checkout for the package's price. The
 * transaction's `tx_ref` is ours (`hearth-<id>`); the webhook verifies the payment by its API.
 */
export function createFlutterwavePayment(
  db: Database,
  viewer: Viewer,
  input: PackagePaymentInput,
  log: Logger,
): Promise<PaymentRedirectDto> {
  return openHostedCheckout(db, viewer, input, 'flutterwave', (checkout) =>
    askFlutterwave(
      checkout.config.flutterwave,
      {
        txRef: checkout.reference,
        transactionId: checkout.transaction.id,
        amount: minorUnitsToDecimal(checkout.amountMinor, checkout.config.currency),
        currency: checkout.config.currency,
        redirectUrl: checkout.urls.returnUrl,
        customer: checkout.payer,
        title: checkout.transaction.packageName,
      },
      log,
    ),
  );
}
