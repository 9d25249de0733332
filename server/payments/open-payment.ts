import type { Database } from '../db/database';
import { AppError } from '../core/app-error';
import type { Viewer } from '../core/route';
import { assertMayTakePackage, findPackageOnOffer } from '../packages/assert-may-acquire-package';
import { getBankTransferSettings } from './get-bank-transfer-settings';
import { priceToMinorUnits } from './money';
import {
  enabledGateways,
  gatewayDisplayNames,
  loadPaymentConfig,
  type PaymentConfig,
} from './payment-config';
import {
  insertPendingTransaction,
  type PaymentGatewayName,
  type PaymentTransactionRow,
} from './payments-repository';

export const noPaymentMethodMessage = 'No payment method is enabled. Please contact the admin.';

/**
 * Refuses when the gateway cannot take payments now (none at all: the spec's sentence). A 409:
 * the site's configuration, not the request, stands in the way (a 422 names fields to correct).
 */
export function assertGatewayEnabled(
  config: PaymentConfig,
  gateway: Exclude<PaymentGatewayName, 'bank_transfer'>,
): void {
  if (enabledGateways(config).length === 0) {
    throw new AppError('payment_method_unavailable', noPaymentMethodMessage);
  }
  if (!config[gateway].isEnabled) {
    throw new AppError(
      'payment_method_unavailable',
      `${gatewayDisplayNames[gateway]} payments are not enabled. Please choose another payment method.`,
    );
  }
}

export interface OpenedPayment {
  config: PaymentConfig;
  transaction: PaymentTransactionRow;
  /** The price the package sells for now, as the gateway is asked for it. */
  amountMinor: number;
}

export interface OpenPaymentRequest {
  packageId: number;
  gateway: PaymentGatewayName;
  platformType?: string;
  /** PayPal's `amount`: what the buyer was shown, checked against the price. */
  expectedAmountMinor?: number;
}

/**
 * The start every gateway shares: the gateway is enabled, the package is on sale and paid, the
 * user may buy it (not while it is active), and the price comes from the package, never from
 * the client. Records the pending transaction the gateway's confirmation will settle.
 */
export async function openPayment(
  db: Database,
  viewer: Viewer,
  request: OpenPaymentRequest,
): Promise<OpenedPayment> {
  const config = await loadPaymentConfig(db);
  if (request.gateway === 'bank_transfer') {
    if (!(await getBankTransferSettings(db)).enabled) {
      throw new AppError(
        'payment_method_unavailable',
        'Bank transfer payments are not enabled. Please choose another payment method.',
      );
    }
  } else {
    assertGatewayEnabled(config, request.gateway);
  }
  const item = await findPackageOnOffer(db, request.packageId);
  const amountMinor = priceToMinorUnits(item.price, config.currency);
  if (amountMinor <= 0) {
    throw new AppError(
      'package_is_free',
      'This package is free: activate it instead of paying for it.',
      { package_id: 'This package is free: activate it instead of paying for it' },
    );
  }
  await assertMayTakePackage(db, viewer.userId, item);
  if (request.expectedAmountMinor !== undefined && request.expectedAmountMinor !== amountMinor) {
    throw new AppError(
      'payment_amount_mismatch',
      "The amount does not match the package's price. Please reload the plans and try again.",
      { amount: "amount must be the package's price" },
    );
  }
  const transaction = await insertPendingTransaction(db, {
    userId: viewer.userId,
    packageId: item.id,
    packageName: item.name,
    amountMinor,
    currency: config.currency,
    gateway: request.gateway,
    platformType: request.platformType ?? 'web',
  });
  return { config, transaction, amountMinor };
}
