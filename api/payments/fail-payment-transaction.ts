import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { paymentKeys } from '@/contracts/query-keys/payments-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/**
 * POST `payment-transaction-fail`: gives up one of the user's own pending payments; then the
 * user's payment history is fetched again.
 */
export const failPaymentTransaction = defineMutation('POST', 'payment-transaction-fail', {
  body: (paymentTransactionId: number) => ({ payment_transaction_id: paymentTransactionId }),
  answer: dataOf<PaymentTransactionDto>,
  invalidateOnSettled: [paymentKeys.all],
});

export const useFailPaymentTransaction = failPaymentTransaction.use;
