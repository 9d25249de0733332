import type { Logger } from '../core/logger';
import { gatewayRequest } from './gateway-request';
import type { FlutterwaveConfig } from './payment-config';

/** POST /v3/payments: Flutterwave's hosted checkout for one payment; answers its link. */
export async function createFlutterwavePayment(
  config: FlutterwaveConfig,
  request: {
    txRef: string;
    transactionId: number;
    amount: string;
    currency: string;
    redirectUrl: string;
    customer: { email: string; name: string };
    title: string;
  },
  log: Logger,
): Promise<string | null> {
  const answer = await gatewayRequest<{ status?: string; data?: { link?: string } }>({
    gateway: 'flutterwave',
    url: `${config.apiBase}/v3/payments`,
    method: 'POST',
    headers: { Authorization: `Bearer ${config.secretKey ?? ''}` },
    body: {
      tx_ref: request.txRef,
      amount: request.amount,
      currency: request.currency,
      redirect_url: request.redirectUrl,
      customer: request.customer,
      customizations: { title: request.title },
      meta: { payment_transaction_id: request.transactionId },
    },
    log,
  });
  return answer.status === 'success' ? (answer.data?.link ?? null) : null;
}

export interface VerifiedFlutterwaveTransaction {
  id: number;
  tx_ref: string;
  status: string;
  amount: number;
  currency: string;
}

/** GET /v3/transactions/{id}/verify: Flutterwave's own record of a transaction. */
export async function verifyFlutterwaveTransaction(
  config: FlutterwaveConfig,
  transactionId: string,
  log: Logger,
): Promise<VerifiedFlutterwaveTransaction | null> {
  const answer = await gatewayRequest<{ status?: string; data?: VerifiedFlutterwaveTransaction }>({
    gateway: 'flutterwave',
    url: `${config.apiBase}/v3/transactions/${encodeURIComponent(transactionId)}/verify`,
    method: 'GET',
    headers: { Authorization: `Bearer ${config.secretKey ?? ''}` },
    log,
  });
  return answer.status === 'success' && answer.data ? answer.data : null;
}
