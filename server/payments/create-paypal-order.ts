import type { PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import type { PaypalPaymentInput } from '@/contracts/requests/payment-requests';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import type { Viewer } from '../core/route';
import { gatewayUnavailable } from './gateway-request';
import { amountToMinorUnits, minorUnitsToDecimal } from './money';
import { loadPaymentConfig } from './payment-config';
import { createPaypalOrder as askPaypalForOrder } from './paypal-api';
import { setGatewayReference } from './payments-repository';
import { paymentReturnUrls } from './return-urls';
import { startPayment } from './start-payment';

/**
 * `paypal` (amount, package_id): a PayPal order for the package's price (a different `amount`
 * is refused) and the approval URL the browser goes to. The webhook captures the approved order
 * and grants the package.
 */
export async function createPaypalOrder(
  db: Database,
  viewer: Viewer,
  input: PaypalPaymentInput,
  log: Logger,
): Promise<PaymentRedirectDto> {
  const { currency } = await loadPaymentConfig(db);
  const request = {
    packageId: input.package_id,
    gateway: 'paypal',
    expectedAmountMinor: amountToMinorUnits(input.amount, currency),
  } as const;
  return startPayment(db, viewer, request, async ({ config, transaction, amountMinor }) => {
    const order = await askPaypalForOrder(
      config.paypal,
      {
        transactionId: transaction.id,
        description: transaction.packageName,
        amount: {
          currency_code: config.currency,
          value: minorUnitsToDecimal(amountMinor, config.currency),
        },
        ...paymentReturnUrls(transaction.id),
      },
      log,
    );
    if (!order.approveUrl) throw gatewayUnavailable();
    await setGatewayReference(db, transaction.id, order.id);
    return {
      payment_transaction_id: transaction.id,
      gateway: 'paypal',
      redirect_url: order.approveUrl,
      gateway_reference: order.id,
    };
  });
}
