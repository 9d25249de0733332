import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { minorUnitsToDecimal } from './money';
import type { PaymentTransactionRow } from './payments-repository';

export function toPaymentTransactionDto(row: PaymentTransactionRow): PaymentTransactionDto {
  return {
    id: row.id,
    package_id: row.packageId,
    package_name: row.packageName,
    amount: minorUnitsToDecimal(row.amountMinor, row.currency),
    amount_minor: row.amountMinor,
    currency: row.currency,
    gateway: row.gateway,
    gateway_reference: row.gatewayReference,
    status: row.status,
    platform_type: row.platformType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
