import type { Logger } from '../core/logger';
import { gatewayRequest } from './gateway-request';
import type { PaystackConfig } from './payment-config';

/**
 * POST /transaction/initialize: a Paystack transaction for an amount in minor units with our
 * reference; answers its checkout URL.
 */
export async function initializePaystackTransaction(
  config: PaystackConfig,
  request: {
    email: string;
    amountMinor: number;
    currency: string;
    reference: string;
    transactionId: number;
    urls: { returnUrl: string; cancelUrl: string };
  },
  log: Logger,
): Promise<string | null> {
  const answer = await gatewayRequest<{ status?: boolean; data?: { authorization_url?: string } }>({
    gateway: 'paystack',
    url: `${config.apiBase}/transaction/initialize`,
    method: 'POST',
    headers: { Authorization: `Bearer ${config.secretKey ?? ''}` },
    body: {
      email: request.email,
      amount: String(request.amountMinor),
      currency: request.currency,
      reference: request.reference,
      callback_url: request.urls.returnUrl,
      metadata: {
        payment_transaction_id: request.transactionId,
        cancel_action: request.urls.cancelUrl,
      },
    },
    log,
  });
  return (answer.status && answer.data?.authorization_url) || null;
}
