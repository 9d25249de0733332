import { boolean, mixed, object, string, type InferType } from 'yup';
import { paymentMethodNames, paymentTransactionStatuses } from '../dto/payment-dto';
import { emptyAsMissing, idField, searchField } from './field-kit';
import { pageFields } from './paging';

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30); empty is no day. */
const dayField = (name: string) =>
  string()
    .trim()
    .transform(emptyAsMissing)
    .test('day', `${name} is a day, YYYY-MM-DD`, (value) => {
      if (!value) return true;
      if (!/^(19|20|21)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    });

const oneOfOrEmpty = <S extends string>(values: readonly S[], message: string) =>
  mixed<S>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...values, undefined], message);

/**
 * The filters of `admin/transactions` and `admin/transactions-csv`: status, gateway, a search
 * of the buyer's name or email and the gateway reference, and a range of days (UTC, both
 * included).
 */
const transactionFilterFields = {
  status: oneOfOrEmpty(paymentTransactionStatuses, 'status is pending, success or failed'),
  gateway: oneOfOrEmpty(
    paymentMethodNames,
    'gateway is stripe, paypal, paystack, flutterwave or bank_transfer',
  ),
  search: searchField(120).transform(emptyAsMissing),
  from: dayField('from'),
  to: dayField('to').test('after-from', 'to cannot be before from', function (value) {
    const from = (this.parent as { from?: string }).from;
    return !value || !from || value >= from;
  }),
};

export const adminTransactionsQuerySchema = object({
  ...transactionFilterFields,
  ...pageFields(25, 100),
});

export const adminTransactionsCsvQuerySchema = object(transactionFilterFields);

/** `POST admin/bank-transfer`: instructions are required while bank transfer is enabled. */
export const bankTransferSettingsSchema = object({
  enabled: boolean()
    .transform((value: unknown, original: unknown) =>
      original === '1' || original === 1
        ? true
        : original === '0' || original === 0
          ? false
          : value,
    )
    .typeError('enabled is true or false')
    .required('enabled is required'),
  instructions: string()
    .trim()
    .max(2000, 'validation.admin_payments.instructions_too_long')
    .when('enabled', {
      is: true,
      then: (schema) => schema.required('validation.admin_payments.instructions_required'),
      otherwise: (schema) => schema.default(''),
    }),
});

/** `POST admin/settle-bank-transfer`: the administrator saw the money arrive, or not. */
export const settleBankTransferSchema = object({
  transaction_id: idField('transaction_id').required('transaction_id is required'),
  status: mixed<'paid' | 'failed'>()
    .oneOf(['paid', 'failed'], 'status is paid or failed')
    .required('status is required'),
});

/** `POST bank-transfer`: which package the buyer pays for by bank transfer. */
export const bankTransferPaymentSchema = object({
  package_id: idField('package_id').required('package_id is required'),
});

export type AdminTransactionsQuery = InferType<typeof adminTransactionsQuerySchema>;
export type AdminTransactionsFilter = InferType<typeof adminTransactionsCsvQuerySchema>;
export type BankTransferSettingsInput = InferType<typeof bankTransferSettingsSchema>;
export type SettleBankTransferInput = InferType<typeof settleBankTransferSchema>;
