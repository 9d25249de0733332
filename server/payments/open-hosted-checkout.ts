import type { PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import type { PackagePaymentInput } from '@/contracts/requests/payment-requests';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { gatewayUnavailable } from './gateway-request';
import type { OpenedPayment } from './open-payment';
import { setGatewayReference } from './payments-repository';
import { requirePayerEmail } from './require-payer-email';
import { paymentReturnUrls } from './return-urls';
import { startPayment } from './start-payment';

/** What a hosted checkout is opened with. */
export interface HostedCheckout extends OpenedPayment {
  payer: { name: string; email: string };
  /** Our reference for the payment (`hearth-<id>`), recorded before the gateway is asked. */
  reference: string;
  urls: { returnUrl: string; cancelUrl: string };
}

/**
 * A payment on a gateway's hosted checkout page (Paystack, Flutterwave): the buyer needs an
 * email address; the transaction gets our reference, the gateway is asked for its checkout URL
 * (`askForCheckoutUrl`), and the buyer is sent there. No URL: a 502, the payment failed.
 */
export async function openHostedCheckout(
  db: Database,
  viewer: Viewer,
  input: PackagePaymentInput,
  gateway: 'paystack' | 'flutterwave',
  askForCheckoutUrl: (checkout: HostedCheckout) => Promise<string | null | undefined>,
): Promise<PaymentRedirectDto> {
  const payer = await requirePayerEmail(db, viewer.userId);
  return startPayment(db, viewer, { packageId: input.package_id, gateway }, async (opened) => {
    const { id } = opened.transaction;
    const reference = `hearth-${id}`;
    await setGatewayReference(db, id, reference);
    const url = await askForCheckoutUrl({
      ...opened,
      payer,
      reference,
      urls: paymentReturnUrls(id),
    });
    if (!url) throw gatewayUnavailable();
    return {
      payment_transaction_id: id,
      gateway,
      redirect_url: url,
      gateway_reference: reference,
    };
  });
}
