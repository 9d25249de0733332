import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { paymentKeys } from '@/contracts/query-keys/payments-keys';
import { callApi } from '../client';

/** POST `payment-transaction-fail`: gives up one of the user's own pending payments. */
export async function failPaymentTransaction(
  paymentTransactionId: number,
): Promise<PaymentTransactionDto> {
  const answer = await callApi<PaymentTransactionDto>({
    method: 'POST',
    path: 'payment-transaction-fail',
    body: { payment_transaction_id: paymentTransactionId },
  });
  return answer.data;
}

/** Fails the payment, then refreshes the user's payment history. */
export function useFailPaymentTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: failPaymentTransaction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
