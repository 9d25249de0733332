import type { PaymentSettingsDto } from '@/contracts/dto/payment-dto';
import { paymentKeys } from '@/contracts/query-keys/payments-keys';
import { dataOf } from '../answers';
import { defineUserQuery } from '../define-query';

/** GET `get_payment_settings`: the gateways that take payments now, public keys only. */
export const paymentSettingsQuery = defineUserQuery('get_payment_settings', {
  userKey: paymentKeys.settings,
  answer: dataOf<PaymentSettingsDto>,
});

/** The payment gateways for the signed-in user; idle while nobody is signed in. */
export const usePaymentSettings = paymentSettingsQuery.use;
