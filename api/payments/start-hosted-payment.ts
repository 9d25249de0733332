import { useMutation } from '@tanstack/react-query';
import type { PaymentGateway, PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface HostedPaymentInput {
  gateway: Exclude<PaymentGateway, 'stripe'>;
  packageId: number;
  /** The price the buyer was shown (PayPal's `amount`; the server checks it). */
  amount: number;
}

/** GET `paypal` (amount, package_id): answers the URL of PayPal's page to go to. */
const payOnPaypal = defineMutation('GET', 'paypal', {
  query: (input: HostedPaymentInput) => ({ amount: input.amount, package_id: input.packageId }),
  answer: dataOf<PaymentRedirectDto>,
});

/** POST `flutterwave` or `paystack` (package_id): answers the URL of the gateway's page. */
const payOnGatewayPage = defineMutation('POST', (input: HostedPaymentInput) => input.gateway, {
  body: (input) => ({ package_id: input.packageId }),
  answer: dataOf<PaymentRedirectDto>,
});

/** Opens a payment on a gateway's own page; answers the URL to go to. */
export function startHostedPayment(input: HostedPaymentInput): Promise<PaymentRedirectDto> {
  return (input.gateway === 'paypal' ? payOnPaypal : payOnGatewayPage).send(input);
}

export function useStartHostedPayment() {
  return useMutation({ mutationFn: startHostedPayment });
}
