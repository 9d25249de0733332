import type { BankTransferSettingsDto } from '@/contracts/dto/payment-dto';
import { paymentKeys } from '@/contracts/query-keys/payments-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** POST `admin/bank-transfer` (fresh sign-in): switches bank transfer on or off. */
export const saveBankTransferSettings = defineMutation('POST', 'admin/bank-transfer', {
  body: (input: BankTransferSettingsDto) => ({ ...input }),
  answer: dataOf<BankTransferSettingsDto>,
  invalidateOnSuccess: [paymentKeys.bankTransfer(), paymentKeys.all],
});

export const useSaveBankTransferSettings = saveBankTransferSettings.use;
