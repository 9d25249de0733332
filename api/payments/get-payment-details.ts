import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { paymentKeys } from '@/contracts/query-keys/payments-keys';
import { defineUserQuery, useSessionUserId } from '../define-query';
import { pageOf } from '../list-page';

/** Payments per page of the transaction history. */
export const paymentHistoryPageSize = 20;

/** GET `get_payment_details`: the signed-in user's payments, newest first. */
export const paymentDetailsQuery = defineUserQuery('get_payment_details', {
  userKey: paymentKeys.history,
  query: (page) => page,
  answer: pageOf<PaymentTransactionDto>,
});

/** How often the history asks again while a payment the buyer came back from is pending. */
export const pendingPaymentPollMs = 3000;

/**
 * One page of the user's payments; idle while nobody is signed in. With `watchId` (the payment
 * a gateway sent the buyer back from) it asks again while that payment is pending, so the
 * gateway's confirmation shows without a reload.
 */
export function usePaymentDetails(
  page: { limit: number; offset: number },
  watchId: number | null = null,
) {
  const userId = useSessionUserId();
  return useQuery({
    ...paymentDetailsQuery.options(userId, page),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => item.id === watchId && item.status === 'pending')
        ? pendingPaymentPollMs
        : false,
  });
}
