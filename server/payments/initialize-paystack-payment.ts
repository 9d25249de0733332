import type { PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import type { PackagePaymentInput } from '@/contracts/requests/payment-requests';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import type { Viewer } from '../core/route';
import { openHostedCheckout } from './open-hosted-checkout';
import { initializePaystackTransaction } from './paystack-api';

/**
 * `paystack` (package_id): initialises a Paystack transaction for the package's price in minor
 * units, with our reference (`hearth-<id>`), and answers the checkout URL. The signed
 * `charge.success` webhook grants the package.
 */
export function initializePaystackPayment(
  db: Database,
  viewer: Viewer,
  input: PackagePaymentInput,
  log: Logger,
): Promise<PaymentRedirectDto> {
  return openHostedCheckout(db, viewer, input, 'paystack', (checkout) =>
    initializePaystackTransaction(
      checkout.config.paystack,
      {
        email: checkout.payer.email,
        amountMinor: checkout.amountMinor,
        currency: checkout.config.currency,
        reference: checkout.reference,
        transactionId: checkout.transaction.id,
        urls: checkout.urls,
      },
      log,
    ),
  );
}
