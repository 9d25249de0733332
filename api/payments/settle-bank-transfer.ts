import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { paymentKeys } from '@/contracts/query-keys/payments-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface SettleBankTransferInput {
  transactionId: number;
  status: 'paid' | 'failed';
}

/**
 * POST `admin/settle-bank-transfer` (fresh sign-in): the transfer arrived (the package is
 * granted) or did not; the console's lists are fetched again.
 */
export const settleBankTransfer = defineMutation('POST', 'admin/settle-bank-transfer', {
  body: (input: SettleBankTransferInput) => ({
    transaction_id: input.transactionId,
    status: input.status,
  }),
  answer: dataOf<PaymentTransactionDto>,
  invalidateOnSettled: [paymentKeys.admin],
});

export const useSettleBankTransfer = settleBankTransfer.use;
