import type { Page } from '@playwright/test';
import http from 'node:http';
import Stripe from 'stripe';

/**
 * The e2e server's Stripe (playwright.config.ts passes these to it): test keys, and the API
 * origin of a stand-in Stripe the payment spec starts on this port (machines here reach no
 * gateway).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eStripe = {
  publishableKey: 'pk_test_hearth_e2e',
  secretKey: 'sk_test_hearth_e2e',
  webhookSecret: 'whsec_hearth_e2e',
  apiPort: port + 50,
};

export function e2eStripeEnv(): Record<string, string> {
  return {
    STRIPE_PUBLISHABLE_KEY: e2eStripe.publishableKey,
    STRIPE_SECRET_KEY: e2eStripe.secretKey,
    STRIPE_WEBHOOK_SECRET: e2eStripe.webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${e2eStripe.apiPort}`,
  };
}

/** A stand-in for Stripe's POST /v1/payment_intents; answers each intent it creates. */
export async function startFakeStripe(): Promise<{ close(): Promise<void> }> {
  let intents = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      res.setHeader('Content-Type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/v1/payment_intents') {
        res.statusCode = 404;
        res.end('{}');
        return;
      }
      intents += 1;
      const id = `pi_e2e_${Date.now().toString(36)}_${intents}`;
      res.end(
        JSON.stringify({
          id,
          client_secret: `${id}_secret_e2e`,
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          status: 'requires_payment_method',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(e2eStripe.apiPort, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A `payment_intent.succeeded` event and the Stripe-Signature Stripe would send with it, made by
 * the Stripe SDK's test signer (`webhooks.generateTestHeaderString`).
 */
export function signedStripeSuccess(intentId: string, amount: number, currency: string) {
  const body = JSON.stringify({
    id: `evt_e2e_${Date.now().toString(36)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: { id: intentId, object: 'payment_intent', amount, amount_received: amount, currency },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: e2eStripe.webhookSecret,
  });
  return { body, signature };
}

/**
 * A stand-in for Stripe.js (js.stripe.com is not reachable here), served in place of the real
 * script: the Payment Element mounts a note, and confirming the payment succeeds at once, as a
 * test card would. Stripe then tells the server by webhook (`signedStripeSuccess`).
 */
const fakeStripeJs = `(() => {
  function Stripe() {
    const handlers = {};
    const element = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        node.textContent = 'Test card (stand-in for the Payment Element)';
        setTimeout(() => (handlers.ready || []).forEach((handler) => handler({ elementType: 'payment' })));
      },
      on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
      off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return element; },
      update() {}, destroy() {}, unmount() {}, focus() {}, blur() {}, clear() {}, collapse() {},
    };
    const elements = {
      create() { return element; },
      getElement() { return element; },
      update() {},
      submit: async () => ({}),
    };
    const unsupported = async () => ({ error: { message: 'Not in the stand-in' } });
    return {
      elements: () => elements,
      confirmPayment: async () => ({ paymentIntent: { status: 'succeeded' } }),
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** Serves the Stripe.js stand-in to the page for js.stripe.com's script. */
export async function serveFakeStripeJs(page: Page): Promise<void> {
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeStripeJs }),
  );
}
