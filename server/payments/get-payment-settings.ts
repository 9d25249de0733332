import type { PaymentSettingsDto } from '@/contracts/dto/payment-dto';
import type { Database } from '../db/database';
import { enabledGateways, loadPaymentConfig } from './payment-config';

/**
 * `get_payment_settings`: which gateways take payments now and their public keys (never a
 * secret), with the currency packages are paid in.
 */
export async function getPaymentSettings(db: Database): Promise<PaymentSettingsDto> {
  const config = await loadPaymentConfig(db);
  const enabled = enabledGateways(config);
  return {
    currency: config.currency,
    currency_symbol: config.currencySymbol,
    enabled_gateways: enabled,
    stripe_publishable_key: config.stripe.isEnabled ? config.stripe.publishableKey : null,
    paystack_public_key: config.paystack.isEnabled ? config.paystack.publicKey : null,
    paypal_client_id: config.paypal.isEnabled ? config.paypal.clientId : null,
    flutterwave_public_key: config.flutterwave.isEnabled ? config.flutterwave.publicKey : null,
  };
}
