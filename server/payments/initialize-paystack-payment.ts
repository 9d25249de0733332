import type { PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import type { PackagePaymentInput } from '@/contracts/requests/payment-requests';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import type { Viewer } from '../core/route';
import { gatewayRequest, gatewayUnavailable } from './gateway-request';
import { openPayment } from './open-payment';
import { markTransactionFailed, setGatewayReference } from './payments-repository';
import { requirePayerEmail } from './require-payer-email';
import { paymentReturnUrls } from './return-urls';

interface PaystackInitialisation {
  status?: boolean;
  data?: { authorization_url?: string; reference?: string };
}

/**
 * `paystack` (package_id): initialises a Paystack transaction (POST /transaction/initialize)
 * for the package's price in minor units, with our reference (`hearth-<id>`), and answers the
 * checkout URL. The signed `charge.success` webhook grants the package.
 */
export async function initializePaystackPayment(
  db: Database,
  viewer: Viewer,
  input: PackagePaymentInput,
  log: Logger,
): Promise<PaymentRedirectDto> {
  const payer = await requirePayerEmail(db, viewer.userId);
  const { config, transaction, amountMinor } = await openPayment(db, viewer, {
    packageId: input.package_id,
    gateway: 'paystack',
  });
  const reference = `hearth-${transaction.id}`;
  const urls = paymentReturnUrls(transaction.id);
  try {
    await setGatewayReference(db, transaction.id, reference);
    const answer = await gatewayRequest<PaystackInitialisation>({
      gateway: 'paystack',
      url: `${config.paystack.apiBase}/transaction/initialize`,
      method: 'POST',
      headers: { Authorization: `Bearer ${config.paystack.secretKey ?? ''}` },
      body: {
        email: payer.email,
        amount: String(amountMinor),
        currency: config.currency,
        reference,
        callback_url: urls.returnUrl,
        metadata: { payment_transaction_id: transaction.id, cancel_action: urls.cancelUrl },
      },
      log,
    });
    const url = answer.status ? answer.data?.authorization_url : undefined;
    if (!url) throw gatewayUnavailable();
    return {
      payment_transaction_id: transaction.id,
      gateway: 'paystack',
      redirect_url: url,
      gateway_reference: reference,
    };
  } catch (error) {
    await markTransactionFailed(db, transaction.id);
    throw error;
  }
}
