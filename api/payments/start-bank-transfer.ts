import type { BankTransferPaymentDto } from '@/contracts/dto/payment-dto';
import { paymentKeys } from '@/contracts/query-keys/payments-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/**
 * POST `bank-transfer` (package_id): a pending payment by bank transfer; answers the reference
 * to quote and the instructions. The user's payments are fetched again.
 */
export const startBankTransfer = defineMutation('POST', 'bank-transfer', {
  body: (packageId: number) => ({ package_id: packageId }),
  answer: dataOf<BankTransferPaymentDto>,
  invalidateOnSuccess: [paymentKeys.all],
});

export const useStartBankTransfer = startBankTransfer.use;
