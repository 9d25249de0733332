import { mixed, number, object, type InferType } from 'yup';
import { idField as wholeIdField } from './field-kit';
import { limitField, offsetField } from './paging';

const idField = (name: string) => wholeIdField(name).required(`${name} is required`);

export const platformTypes = ['web', 'android', 'ios'] as const;
export type PlatformType = (typeof platformTypes)[number];

/** `flutterwave`, `paystack` (and the base of the others): which package to pay for. */
export const packagePaymentSchema = object({
  package_id: idField('package_id'),
});

/** `create-payment-intent`: a Stripe PaymentIntent for a package; the amount is the package's. */
export const createPaymentIntentSchema = object({
  package_id: idField('package_id'),
  platform_type: mixed<PlatformType>()
    .transform((value: unknown) => (value === '' || value === undefined ? 'web' : value))
    .oneOf([...platformTypes], 'platform_type is web, android or ios')
    .default('web'),
});

/**
 * `paypal`: a PayPal order for a package. `amount` is what the buyer was shown; the server
 * charges the package's price and refuses a different amount.
 */
export const paypalPaymentSchema = object({
  package_id: idField('package_id'),
  amount: number()
    .typeError('amount must be a number')
    .min(0, 'amount cannot be negative')
    .max(1_000_000_000, 'amount is too large')
    .required('amount is required'),
});

/** `payment-transaction-fail`: the caller gives up one of their own pending payments. */
export const paymentTransactionFailSchema = object({
  payment_transaction_id: idField('payment_transaction_id'),
});

/** `get_payment_details`: the caller's payments, newest first. */
export const paymentDetailsQuerySchema = object({
  limit: limitField(20, 100),
  offset: offsetField(),
});

export type CreatePaymentIntentInput = InferType<typeof createPaymentIntentSchema>;
export type PaypalPaymentInput = InferType<typeof paypalPaymentSchema>;
export type PackagePaymentInput = InferType<typeof packagePaymentSchema>;
export type PaymentDetailsQuery = InferType<typeof paymentDetailsQuerySchema>;
