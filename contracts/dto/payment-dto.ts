/** The payment gateways Hearth takes packages through. */
export const paymentGatewayNames = ['stripe', 'paypal', 'paystack', 'flutterwave'] as const;
export type PaymentGateway = (typeof paymentGatewayNames)[number];

/**
 * How a payment was made: an online gateway, or a bank transfer (offline: the buyer quotes the
 * reference, the administrator marks it paid or failed).
 */
export type PaymentMethod = PaymentGateway | 'bank_transfer';
export const paymentMethodNames: readonly PaymentMethod[] = [
  ...paymentGatewayNames,
  'bank_transfer',
];

export const paymentTransactionStatuses = ['pending', 'success', 'failed'] as const;
export type PaymentTransactionStatus = (typeof paymentTransactionStatuses)[number];

/** `get_payment_settings`: the gateways that take payments now, with public keys only. */
export interface PaymentSettingsDto {
  /** ISO 4217 code of the site currency every package is paid in. */
  currency: string;
  currency_symbol: string;
  /** The enabled gateways, in the order the chooser offers them; empty when none is. */
  enabled_gateways: PaymentGateway[];
  stripe_publishable_key: string | null;
  paystack_public_key: string | null;
  paypal_client_id: string | null;
  flutterwave_public_key: string | null;
  /** Whether the buyer may pay by bank transfer (the administrator's `bank_transfer` setting). */
  bank_transfer_enabled: boolean;
}

/** One payment of the caller (`get_payment_details`). */
export interface PaymentTransactionDto {
  id: number;
  package_id: number | null;
  package_name: string;
  /** Decimal text in the currency's major unit ("19.99", "1500" for yen). */
  amount: string;
  /** The same amount in minor units (cents; yen and won have none). */
  amount_minor: number;
  currency: string;
  gateway: PaymentMethod;
  gateway_reference: string | null;
  status: PaymentTransactionStatus;
  platform_type: string;
  created_at: string;
  updated_at: string;
}

/** `create-payment-intent`: what the Payment Element needs to confirm the payment. */
export interface StripePaymentIntentDto {
  payment_transaction_id: number;
  payment_intent_id: string;
  client_secret: string;
  publishable_key: string;
  amount_minor: number;
  currency: string;
}

/** `paypal`, `flutterwave`, `paystack`: where the buyer approves the payment. */
export interface PaymentRedirectDto {
  payment_transaction_id: number;
  gateway: Exclude<PaymentGateway, 'stripe'>;
  /** The gateway's page the browser goes to (approval or checkout). */
  redirect_url: string;
  gateway_reference: string;
}

/** `bank-transfer`: the pending payment, the reference to quote and how to pay. */
export interface BankTransferPaymentDto {
  payment_transaction_id: number;
  /** Unique; the buyer quotes it with the transfer so the administrator can match it. */
  reference: string;
  /** The administrator's instructions (bank, account, what to write), plain text. */
  instructions: string;
  package_name: string;
  /** Decimal text in the currency's major unit. */
  amount: string;
  currency: string;
}

/** `admin/bank-transfer`: whether buyers may pay by bank transfer, and how. */
export interface BankTransferSettingsDto {
  enabled: boolean;
  instructions: string;
}

/** One payment in `admin/transactions`, with its buyer. */
export interface AdminTransactionDto extends PaymentTransactionDto {
  user: { id: number; name: string; email: string | null } | null;
}
