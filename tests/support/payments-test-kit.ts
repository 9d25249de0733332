import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Database, DatabaseHandle } from '@/server/db/database';
import { packages, paymentTransactions, userPackages } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { forgetSiteSettings } from '@/server/settings/site-settings';
import { startApiTestServer, type ApiTestResponse, type ApiTestServer } from './api-test-server';
import { putSetting } from './factories';
import { insertSignedInUser } from './owner-listing-kit';
import { openTestDatabase } from './test-database';

/** One request a fake gateway received. */
export interface FakeGatewayRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type FakeGatewayAnswer = { status?: number; json: unknown };

/**
 * A stand-in for a gateway's REST API on a local port (machines here reach no gateway): each
 * `METHOD /path` answers what the test says, and every request is kept for the assertions.
 */
export interface FakeGateway {
  baseUrl: string;
  requests: FakeGatewayRequest[];
  answer(route: string, reply: (request: FakeGatewayRequest) => FakeGatewayAnswer): void;
  close(): Promise<void>;
}

export async function startFakeGateway(): Promise<FakeGateway> {
  const replies = new Map<string, (request: FakeGatewayRequest) => FakeGatewayAnswer>();
  const requests: FakeGatewayRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const request = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const reply = replies.get(`${request.method} ${path}`);
      const answer = reply ? reply(request) : { status: 404, json: { error: 'no such fake' } };
      res.statusCode = answer.status ?? 200;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (route, reply) => void replies.set(route, reply),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The Stripe-Signature Stripe would send for this body, made by the Stripe SDK's own test
 * signer (`webhooks.generateTestHeaderString`), never by our code.
 */
export function signStripeEvent(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** A logger whose lines the test reads (the pipeline's and the services' logs). */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

/** Sets the payment environment for a test file (and clears what settings are cached). */
export function usePaymentEnv(db: Database, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) process.env[name] = value;
  resetEnvCache();
  forgetSiteSettings(db);
}

const paymentEnvNames = [
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_BASE',
  'PAYSTACK_PUBLIC_KEY',
  'PAYSTACK_SECRET_KEY',
  'PAYSTACK_API_BASE',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'PAYPAL_API_BASE',
  'FLUTTERWAVE_PUBLIC_KEY',
  'FLUTTERWAVE_SECRET_KEY',
  'FLUTTERWAVE_WEBHOOK_HASH',
  'FLUTTERWAVE_API_BASE',
] as const;

/** No gateway configured at all. */
export function clearPaymentEnv(db: Database): void {
  for (const name of paymentEnvNames) delete process.env[name];
  resetEnvCache();
  forgetSiteSettings(db);
}

export async function insertPaidPackage(
  db: Database,
  values: { name?: string; price?: string; durationHours?: number } = {},
) {
  const [row] = await db
    .insert(packages)
    .values({
      name: values.name ?? `Gold ${Math.random().toString(36).slice(2, 8)}`,
      price: values.price ?? '19.99',
      durationHours: values.durationHours ?? 720,
    })
    .returning();
  return row!;
}

/** A signed-in user with an email address (hosted checkouts ask for one). */
export function insertBuyer(db: Database) {
  return insertSignedInUser(db, {
    email: `buyer-${Math.random().toString(36).slice(2, 10)}@example.test`,
  });
}

export async function readTransaction(db: Database, id: number) {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  if (!row) throw new Error(`No payment transaction ${id}`);
  return row;
}

export async function insertTransaction(
  db: Database,
  values: typeof paymentTransactions.$inferInsert,
) {
  const [row] = await db.insert(paymentTransactions).values(values).returning();
  return row!;
}

/** The packages a user was granted by purchases. */
export function grantedPackages(db: Database, userId: number) {
  return db.select().from(userPackages).where(eq(userPackages.userId, userId));
}

/** Each gateway's test credentials (the webhook secret the tests sign or check with among them). */
export const gatewayCredentials = {
  stripe: {
    STRIPE_PUBLISHABLE_KEY: 'pk_test_hearth',
    STRIPE_SECRET_KEY: 'sk_test_hearth',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_hearth',
  },
  paypal: {
    PAYPAL_CLIENT_ID: 'client-hearth',
    PAYPAL_CLIENT_SECRET: 'secret-hearth',
    PAYPAL_WEBHOOK_ID: 'WH-HEARTH-TEST',
  },
  paystack: {
    PAYSTACK_PUBLIC_KEY: 'pk_test_paystack',
    PAYSTACK_SECRET_KEY: 'sk_test_paystack_hearth',
  },
  flutterwave: {
    FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-hearth',
    FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-hearth',
    FLUTTERWAVE_WEBHOOK_HASH: 'hearth-flutterwave-secret-hash',
  },
};

export type GatewayName = keyof typeof gatewayCredentials;
const gatewayNames = Object.keys(gatewayCredentials) as GatewayName[];

/** The environment that enables one gateway against a stand-in at `apiBase`. */
export const gatewayEnv = (name: GatewayName, apiBase: string): Record<string, string> => ({
  ...gatewayCredentials[name],
  [`${name.toUpperCase()}_API_BASE`]: apiBase,
});

/**
 * One stand-in answering the calls that open a payment on every gateway (Stripe's intents,
 * PayPal's token and orders, Paystack's initialisation, Flutterwave's payments), and the
 * environment that enables all four against it.
 */
export async function startFakeGateways(): Promise<{
  gateway: FakeGateway;
  env: Record<string, string>;
}> {
  const gateway = await startFakeGateway();
  let count = 0;
  const next = () => {
    count += 1;
    return count;
  };
  gateway.answer('POST /v1/payment_intents', () => {
    const id = `pi_fake_${next()}`;
    return { json: { id, client_secret: `${id}_secret`, status: 'requires_payment_method' } };
  });
  gateway.answer('POST /v1/oauth2/token', () => ({ json: { access_token: 'A21-fake' } }));
  gateway.answer('POST /v2/checkout/orders', () => {
    const id = `ORDER-${next()}`;
    return {
      json: { id, links: [{ rel: 'payer-action', href: `https://paypal.test/?token=${id}` }] },
    };
  });
  gateway.answer('POST /transaction/initialize', () => ({
    json: { status: true, data: { authorization_url: `https://paystack.test/${next()}` } },
  }));
  gateway.answer('POST /v3/payments', () => ({
    json: { status: 'success', data: { link: `https://flutterwave.test/${next()}` } },
  }));
  const env = gatewayNames.map((name) => gatewayEnv(name, gateway.baseUrl));
  return { gateway, env: Object.assign({}, ...env) as Record<string, string> };
}

export interface GatewayTestKit<Name extends GatewayName = GatewayName> {
  handle: DatabaseHandle;
  /** The gateway's test credentials, as the API's environment has them. */
  credentials: (typeof gatewayCredentials)[Name];
  /** Our API on the test database (no mocks), its logs captured in `logs`. */
  api: ApiTestServer;
  /** The gateway's stand-in; the test file says what it answers. */
  gateway: FakeGateway;
  logs: ReturnType<typeof captureLogs>;
  /** The webhook refusals logged since the log had `since` lines. */
  refusalsLoggedSince(since: number): Record<string, unknown>[];
  /** A signed-in user with an email address (hosted checkouts ask for one). */
  buyer(): ReturnType<typeof insertBuyer>;
  /** A package for sale (a random name, 19.99, 30 days unless `values` say otherwise). */
  paidPackage(
    values?: Parameters<typeof insertPaidPackage>[1],
  ): ReturnType<typeof insertPaidPackage>;
  /** The payment transaction as stored; throws when there is none. */
  transaction(id: number): ReturnType<typeof readTransaction>;
  /** The packages the user was granted by purchases. */
  grantedPackages(userId: number): ReturnType<typeof grantedPackages>;
}

/** Each answer is the webhook refusal: 400 invalid_signature. */
export function expectSignatureRefused(responses: ApiTestResponse<unknown>[]): void {
  for (const response of responses) {
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: true, code: 'invalid_signature' });
  }
}

/**
 * One gateway's test file: a test database, our API on it, a stand-in of the gateway's REST API,
 * and before each test the site's currency and the environment that enables the gateway against
 * the stand-in.
 */
export function setUpGatewayTests<Name extends GatewayName>(options: {
  gateway: Name;
  currency: { code: string; symbol: string; name: string };
}): GatewayTestKit<Name> {
  const logs = captureLogs();
  const kit = {
    credentials: gatewayCredentials[options.gateway],
    logs,
    refusalsLoggedSince: (since) =>
      logs.lines
        .slice(since)
        .filter((line) => line.msg === 'payment webhook refused: bad signature'),
    buyer: () => insertBuyer(kit.handle.db),
    paidPackage: (values) => insertPaidPackage(kit.handle.db, values),
    transaction: (id) => readTransaction(kit.handle.db, id),
    grantedPackages: (userId) => grantedPackages(kit.handle.db, userId),
  } as GatewayTestKit<Name>;
  beforeAll(async () => {
    kit.handle = await openTestDatabase();
    kit.api = await startApiTestServer(kit.handle.db, { logger: kit.logs.logger });
    kit.gateway = await startFakeGateway();
  });
  beforeEach(async () => {
    await putSetting(kit.handle.db, 'currency', options.currency);
    usePaymentEnv(kit.handle.db, gatewayEnv(options.gateway, kit.gateway.baseUrl));
  });
  afterAll(async () => {
    clearPaymentEnv(kit.handle.db);
    await kit.gateway?.close();
    await kit.api?.close();
    await kit.handle?.close();
  });
  return kit;
}
