import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import type { PaymentConfig } from './payment-config';
import type { PaymentGatewayName } from './payments-repository';
import type { GatewayConfirmation } from './settle-payment';

/** A webhook as it arrived: the body's bytes exactly as sent, and when it came. */
export interface WebhookDelivery {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  /** Milliseconds since the epoch (a timestamped signature is checked against it). */
  receivedAt: number;
}

export type WebhookEvent = Record<string, unknown>;

/** The gateway's own event, or why the delivery is not the gateway's (a 400, logged). */
export type WebhookVerification = { event: WebhookEvent } | { refusal: string };

/**
 * What one gateway adds to the webhook flow (handlePaymentWebhook): which keys its check
 * needs, the check itself, and what a verified event says about which payment.
 */
export interface PaymentWebhookAdapter<Keys> {
  gateway: Exclude<PaymentGatewayName, 'bank_transfer'>;
  /** The keys the check needs, or null: this site takes no such webhooks (404). */
  keysOf(config: PaymentConfig): Keys | null;
  /** Checks the delivery the gateway's way before anything in it is believed. */
  verify(delivery: WebhookDelivery, keys: Keys, log: Logger): Promise<WebhookVerification>;
  /** The payment a verified event confirms or fails, or null: acknowledged and ignored. */
  toOutcome(
    event: WebhookEvent,
    context: { db: Database; keys: Keys; log: Logger },
  ): Promise<GatewayConfirmation | null>;
}
