import type { PaymentSettingsDto } from '@/contracts/dto/payment-dto';
import type { Database } from '../db/database';
import { getBankTransferSettings } from './get-bank-transfer-settings';
import { enabledGateways, loadPaymentConfig } from './payment-config';

/**
 * `get_payment_settings`: which gateways take payments now and their public keys (never a
 * secret), with the currency packages are paid in, and whether bank transfer is offered.
 */
export async function getPaymentSettings(db: Database): Promise<PaymentSettingsDto> {
  const config = await loadPaymentConfig(db);
  const enabled = enabledGateways(config);
  const bankTransfer = await getBankTransferSettings(db);
  return {
    currency: config.currency,
    currency_symbol: config.currencySymbol,
    enabled_gateways: enabled,
    stripe_publishable_key: config.stripe.isEnabled ? config.stripe.publishableKey : null,
    paystack_public_key: config.paystack.isEnabled ? config.paystack.publicKey : null,
    paypal_client_id: config.paypal.isEnabled ? config.paypal.clientId : null,
    flutterwave_public_key: config.flutterwave.isEnabled ? config.flutterwave.publicKey : null,
    bank_transfer_enabled: bankTransfer.enabled,
  };
}
