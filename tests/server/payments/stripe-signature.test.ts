import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { stripeWebhook } from '@/server/payments/stripe-webhook';
import vectors from '../../support/fixtures/vendor-vectors/stripe-signatures.json';

/**
 * Fixed vectors, not made by our code: Stripe events and the Stripe-Signature headers the Stripe
 * SDK's `webhooks.generateTestHeaderString` made for them once (stripe 23.1.0, the script in
 * tests/support/fixtures/vendor-vectors/README.md; the first header also checked with openssl).
 * Each delivery is dated by its vector's own timestamp, so the vectors never grow old here.
 */
const [succeeded, failed] = vectors;
const log = pino({ level: 'silent' });

function verify(
  vector: (typeof vectors)[number],
  change: { payload?: string; header?: string | null; secret?: string; secondsLater?: number } = {},
) {
  const header = change.header === undefined ? vector.header : change.header;
  return stripeWebhook.verify(
    {
      rawBody: Buffer.from(change.payload ?? vector.payload),
      headers: header === null ? {} : { 'stripe-signature': header },
      receivedAt: (vector.timestamp + (change.secondsLater ?? 0)) * 1000,
    },
    { webhookSecret: change.secret ?? vector.secret },
    log,
  );
}

describe('Stripe-Signature, checked by the Stripe SDK against fixed vectors', () => {
  it('accepts the documented scheme and any of several v1 signatures', async () => {
    for (const vector of [succeeded!, failed!]) {
      await expect(verify(vector)).resolves.toEqual({ event: JSON.parse(vector.payload) });
    }
    const rotated = `${succeeded!.header},v1=${'0'.repeat(64)}`;
    await expect(verify(succeeded!, { header: rotated })).resolves.toHaveProperty('event');
    await expect(verify(succeeded!, { secondsLater: 300 })).resolves.toHaveProperty('event');
  });

  it('refuses another secret, another body, an old timestamp and a malformed header', async () => {
    const refused = { refusal: 'signature or timestamp does not match' };
    await expect(verify(succeeded!, { secret: 'whsec_other' })).resolves.toEqual(refused);
    await expect(verify(succeeded!, { payload: `${succeeded!.payload} ` })).resolves.toEqual(
      refused,
    );
    await expect(verify(succeeded!, { payload: failed!.payload })).resolves.toEqual(refused);
    await expect(verify(succeeded!, { secondsLater: 301 })).resolves.toEqual(refused);
    await expect(verify(succeeded!, { header: 'v1=abc' })).resolves.toEqual(refused);
    await expect(verify(succeeded!, { header: null })).resolves.toEqual({
      refusal: 'no Stripe-Signature header',
    });
  });

  it('reads a verified success as the payment it confirms, in minor units', async () => {
    const verified = await verify(succeeded!);
    if (!('event' in verified)) throw new Error(verified.refusal);
    // Stripe's reading of an event needs no database.
    const context = { db: undefined as never, keys: { webhookSecret: succeeded!.secret }, log };
    await expect(stripeWebhook.toOutcome(verified.event, context)).resolves.toEqual({
      gateway: 'stripe',
      reference: 'pi_fixture_0001',
      eventId: 'evt_fixture_0001',
      outcome: 'succeeded',
      amountMinor: 1999,
      currency: 'usd',
    });
  });
});
