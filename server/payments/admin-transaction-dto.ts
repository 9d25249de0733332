import type { AdminTransactionDto } from '@/contracts/dto/payment-dto';
import type { TransactionWithBuyer } from './admin-payments-repository';
import { toPaymentTransactionDto } from './payment-transaction-dto';

export function toAdminTransactionDto(row: TransactionWithBuyer): AdminTransactionDto {
  return { ...toPaymentTransactionDto(row.transaction), user: row.user };
}
