import { useMutation } from '@tanstack/react-query';
import type { PaymentGateway, PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import { callApi } from '../client';

export interface HostedPaymentInput {
  gateway: Exclude<PaymentGateway, 'stripe'>;
  packageId: number;
  /** The price the buyer was shown (PayPal's `amount`; the server checks it). */
  amount: number;
}

/**
 * Opens a payment on a gateway's own page: GET `paypal` (amount, package_id), POST
 * `flutterwave` (package_id) or POST `paystack` (package_id); answers the URL to go to.
 */
export async function startHostedPayment(input: HostedPaymentInput): Promise<PaymentRedirectDto> {
  const answer =
    input.gateway === 'paypal'
      ? await callApi<PaymentRedirectDto>({
          method: 'GET',
          path: 'paypal',
          query: { amount: input.amount, package_id: input.packageId },
        })
      : await callApi<PaymentRedirectDto>({
          method: 'POST',
          path: input.gateway,
          body: { package_id: input.packageId },
        });
  return answer.data;
}

export function useStartHostedPayment() {
  return useMutation({ mutationFn: startHostedPayment });
}
