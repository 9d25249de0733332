import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { packages } from './packages';
import { timestamps } from './columns';
import { userReference } from './users';

/** The online gateways, and `bank_transfer`: an offline payment the administrator settles. */
export const paymentGateways = [
  'stripe',
  'paystack',
  'paypal',
  'flutterwave',
  'bank_transfer',
] as const;
export const paymentTransactionStatuses = ['pending', 'success', 'failed'] as const;

/**
 * One attempt to pay for a package through a gateway. Created pending by the call that opens
 * the payment; only the gateway's verified confirmation (its webhook) makes it a success and
 * grants the package. `processed_event_ids` holds the gateway events already applied, so a
 * replayed event changes nothing.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** The package's name when bought, kept for receipts if the package is removed later. */
    packageName: text('package_name').notNull(),
    /** In the currency's minor units (cents; whole yen and won). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** ISO 4217 code, upper case. */
    currency: text('currency').notNull(),
    gateway: text('gateway', { enum: paymentGateways }).notNull(),
    /** The gateway's id of the payment: PaymentIntent, order, reference or tx_ref. */
    gatewayReference: text('gateway_reference'),
    status: text('status', { enum: paymentTransactionStatuses }).notNull().default('pending'),
    platformType: text('platform_type').notNull().default('web'),
    processedEventIds: text('processed_event_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payment_transactions_gateway_reference_unique').on(
      table.gateway,
      table.gatewayReference,
    ),
    index('payment_transactions_user_idx').on(table.userId, table.createdAt),
  ],
);
