import type { PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import type { PaypalPaymentInput } from '@/contracts/requests/payment-requests';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import type { Viewer } from '../core/route';
import { gatewayUnavailable } from './gateway-request';
import { amountToMinorUnits, minorUnitsToDecimal } from './money';
import { loadPaymentConfig } from './payment-config';
import { openPayment } from './open-payment';
import { createPaypalOrder as askPaypalForOrder } from './paypal-api';
import { markTransactionFailed, setGatewayReference } from './payments-repository';
import { paymentReturnUrls } from './return-urls';

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
  const { config, transaction, amountMinor } = await openPayment(db, viewer, {
    packageId: input.package_id,
    gateway: 'paypal',
    expectedAmountMinor: amountToMinorUnits(input.amount, currency),
  });
  try {
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
  } catch (error) {
    await markTransactionFailed(db, transaction.id);
    throw error;
  }
}
