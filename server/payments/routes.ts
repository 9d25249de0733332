import {
  createPaymentIntentSchema,
  packagePaymentSchema,
  paymentDetailsQuerySchema,
  paymentTransactionFailSchema,
  paypalPaymentSchema,
} from '@/contracts/requests/payment-requests';
import {
  adminTransactionsCsvQuerySchema,
  adminTransactionsQuerySchema,
  bankTransferPaymentSchema,
  bankTransferSettingsSchema,
  settleBankTransferSchema,
} from '@/contracts/requests/admin-payment-requests';
import { administratorRoles } from '../core/roles';
import { route, staffRead } from '../core/route';
import { exportTransactionsCsv } from './export-transactions-csv';
import { getAdminTransactions } from './get-admin-transactions';
import { getBankTransferSettings } from './get-bank-transfer-settings';
import { saveBankTransferSettings } from './save-bank-transfer-settings';
import { settleBankTransfer } from './settle-bank-transfer';
import { startBankTransfer } from './start-bank-transfer';
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
 *   anything is applied. Only these grant a bought package (and the administrator's mark of a
 *   bank transfer, through the same settling path).
 * - POST bank-transfer (package_id): opens a pending bank transfer while the administrator
 *   offers it; answers its unique reference and the instructions (BankTransferPaymentDto).
 *
 * The console's payments (issue #23):
 *
 * | Call                              | Roles          | Input                       | Success             |
 * |-----------------------------------|----------------|-----------------------------|---------------------|
 * | GET  admin/transactions           | admin, support | status, gateway, search,    | AdminTransactionDto[],
 * |                                   | (reads audited)| from, to (days), limit, offset | total, newest first |
 * | GET  admin/transactions-csv       | admin, support | the same filters            | text/csv download   |
 * | GET  admin/bank-transfer          | admin          |                             | { enabled, instructions }
 * | POST admin/bank-transfer (fresh)  | admin          | enabled, instructions       | the setting saved   |
 * | POST admin/settle-bank-transfer   | admin          | transaction_id,             | PaymentTransactionDto;
 * |      (fresh sign-in)              |                | status paid | failed        | 409 payment_not_pending
 *
 * `admin/transactions-csv` is the one admin call that answers no JSON envelope: its result
 * takes the response over (RouteResult.takeOver, like a stream) to send `text/csv` with a
 * `Content-Disposition` file name; its refusals (401, 403, 422) are envelopes as usual. The
 * console fetches it with the bearer token and saves the bytes as the file.
 */
export const paymentRoutes = [
  route('GET', 'get_payment_settings', {
    auth: 'required',
    handle: async ({ db }) => {
      const data = await getPaymentSettings(db);
      return {
        data,
        message:
          data.enabled_gateways.length === 0 && !data.bank_transfer_enabled
            ? noPaymentMethodMessage
            : undefined,
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
  route('POST', 'bank-transfer', {
    auth: 'required',
    body: bankTransferPaymentSchema,
    demoGuard: true,
    handle: async ({ db, viewer, body }) => ({
      data: await startBankTransfer(db, viewer, body.package_id),
      status: 201,
    }),
  }),
  route('GET', 'admin/transactions', {
    auth: { roles: ['administrator', 'support'] },
    auditReads: true,
    query: adminTransactionsQuerySchema,
    handle: ({ db, query }) => getAdminTransactions(db, query),
  }),
  route('GET', 'admin/transactions-csv', {
    auth: { roles: ['administrator', 'support'] },
    auditReads: true,
    query: adminTransactionsCsvQuerySchema,
    handle: async ({ db, query }) => {
      const file = await exportTransactionsCsv(db, query);
      return {
        data: null,
        takeOver: async (res) => {
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/csv; charset=utf-8');
          res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
          res.setHeader('Cache-Control', 'private, no-store');
          res.setHeader('X-Total-Count', String(file.total));
          res.end(file.csv);
          await Promise.resolve();
        },
      };
    },
  }),
  staffRead('admin/bank-transfer', administratorRoles, getBankTransferSettings),
  route('POST', 'admin/bank-transfer', {
    auth: { roles: administratorRoles },
    freshSignIn: true,
    body: bankTransferSettingsSchema,
    handle: async ({ db, audit, body }) => ({
      data: await saveBankTransferSettings(db, audit, body),
    }),
  }),
  route('POST', 'admin/settle-bank-transfer', {
    auth: { roles: administratorRoles },
    freshSignIn: true,
    demoGuard: true,
    body: settleBankTransferSchema,
    handle: async ({ db, viewer, audit, body, log }) => ({
      data: await settleBankTransfer(db, viewer, audit, body, log),
    }),
  }),
  webhookRoute(stripeWebhook),
  webhookRoute(paystackWebhook),
  webhookRoute(paypalWebhook),
  webhookRoute(flutterwaveWebhook),
];
