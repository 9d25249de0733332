import {
  createPaymentIntentSchema,
  packagePaymentSchema,
  paymentDetailsQuerySchema,
  paymentTransactionFailSchema,
  paypalPaymentSchema,
} from '@/contracts/requests/payment-requests';
import { route } from '../core/route';
import { createFlutterwavePayment } from './create-flutterwave-payment';
import { createPaymentIntent } from './create-payment-intent';
import { createPaypalOrder } from './create-paypal-order';
import { failPaymentTransaction } from './fail-payment-transaction';
import { getPaymentDetails } from './get-payment-details';
import { getPaymentSettings } from './get-payment-settings';
import { flutterwaveWebhook } from './flutterwave-webhook';
import { handlePaymentWebhook } from './handle-payment-webhook';
import { initializePaystackPayment } from './initialize-paystack-payment';
import { noPaymentMethodMessage } from './open-payment';
import type { PaymentWebhookAdapter } from './payment-webhook-adapter';
import { paypalWebhook } from './paypal-webhook';
import { paystackWebhook } from './paystack-webhook';
import { stripeWebhook } from './stripe-webhook';

/**
 * `POST webhooks/<gateway>`: the gateway's confirmations, read as the raw body and checked by
 * its adapter before anything is applied (handlePaymentWebhook).
 */
function webhookRoute<Keys>(adapter: PaymentWebhookAdapter<Keys>) {
  return route('POST', `webhooks/${adapter.gateway}`, {
    auth: 'none',
    rawBody: true,
    handle: async ({ db, rawBody, req, log }) => {
      const delivery = { rawBody, headers: req.headers, receivedAt: Date.now() };
      return { data: { result: await handlePaymentWebhook(db, adapter, delivery, log) } };
    },
  });
}

/**
 * Payments (spec §7). Calls the spec does not show, added here:
 * - POST paystack (package_id): initialises a Paystack payment, answers its checkout URL.
 * - POST webhooks/stripe, webhooks/paystack, webhooks/paypal, webhooks/flutterwave: each
 *   gateway's confirmations, read as the raw body and checked the gateway's way before
 *   anything is applied. Only these grant a bought package.
 */
export const paymentRoutes = [
  route('GET', 'get_payment_settings', {
    auth: 'required',
    handle: async ({ db }) => {
      const data = await getPaymentSettings(db);
      return {
        data,
        message: data.enabled_gateways.length === 0 ? noPaymentMethodMessage : undefined,
      };
    },
  }),
  route('GET', 'get_payment_details', {
    auth: 'required',
    query: paymentDetailsQuerySchema,
    handle: ({ db, viewer, query }) => getPaymentDetails(db, viewer, query),
  }),
  route('POST', 'create-payment-intent', {
    auth: 'required',
    body: createPaymentIntentSchema,
    demoGuard: true,
    handle: async ({ db, viewer, body, log }) => ({
      data: await createPaymentIntent(db, viewer, body, log),
    }),
  }),
  route('GET', 'paypal', {
    auth: 'required',
    query: paypalPaymentSchema,
    demoGuard: true,
    handle: async ({ db, viewer, query, log }) => ({
      data: await createPaypalOrder(db, viewer, query, log),
    }),
  }),
  route('POST', 'flutterwave', {
    auth: 'required',
    body: packagePaymentSchema,
    demoGuard: true,
    handle: async ({ db, viewer, body, log }) => ({
      data: await createFlutterwavePayment(db, viewer, body, log),
    }),
  }),
  route('POST', 'paystack', {
    auth: 'required',
    body: packagePaymentSchema,
    demoGuard: true,
    handle: async ({ db, viewer, body, log }) => ({
      data: await initializePaystackPayment(db, viewer, body, log),
    }),
  }),
  route('POST', 'payment-transaction-fail', {
    auth: 'required',
    body: paymentTransactionFailSchema,
    handle: async ({ db, viewer, body }) => ({
      data: await failPaymentTransaction(db, viewer, body.payment_transaction_id),
      message: 'Payment canceled. Please try again later',
    }),
  }),
  webhookRoute(stripeWebhook),
  webhookRoute(paystackWebhook),
  webhookRoute(paypalWebhook),
  webhookRoute(flutterwaveWebhook),
];
