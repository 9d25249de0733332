import type { BankTransferSettingsDto } from '@/contracts/dto/payment-dto';
import { paymentKeys } from '@/contracts/query-keys/payments-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/bank-transfer`: whether buyers may pay by bank transfer, and the instructions. */
export const bankTransferSettingsQuery = defineQuery('admin/bank-transfer', {
  key: paymentKeys.bankTransfer,
  answer: dataOf<BankTransferSettingsDto>,
  viewer: 'staff',
});

export const useBankTransferSettings = bankTransferSettingsQuery.use;
