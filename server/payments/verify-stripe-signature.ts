import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance between the signature's timestamp and now. */
export const stripeToleranceSeconds = 300;

/**
 * Checks a `Stripe-Signature` header as Stripe documents it (the `stripe` npm package is not a
 * dependency here, so this is the documented scheme itself): the header carries `t=<unix
 * seconds>` and one or more `v1=<hex>`; a `v1` must equal HMAC-SHA256 of `<t>.<raw body>` keyed
 * with the endpoint's signing secret (compared in constant time), and `t` must be within the
 * tolerance of now, so an old signed request cannot be replayed later.
 */
export function verifyStripeSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
  toleranceSeconds: number = stripeToleranceSeconds,
): boolean {
  if (!header) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
}

/** A header Stripe would send for this body (for tests and local tools). */
export function signStripePayload(
  rawBody: string,
  secret: string,
  timestamp: number = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
