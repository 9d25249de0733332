import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { paymentKeys } from '@/contracts/query-keys/payments-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** Payments per page of the transaction history. */
export const paymentHistoryPageSize = 20;

export interface PaymentHistoryResult {
  data: PaymentTransactionDto[];
  total: number;
}

/** GET `get_payment_details`: the signed-in user's payments, newest first. */
export async function fetchPaymentDetails(
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<PaymentHistoryResult> {
  const answer = await callApi<PaymentTransactionDto[]>({
    method: 'GET',
    path: 'get_payment_details',
    query: page,
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function paymentDetailsQueryOptions(
  userId: number | null,
  page: { limit: number; offset: number },
) {
  return queryOptions({
    queryKey: paymentKeys.history(userId, page),
    queryFn: ({ signal }) => fetchPaymentDetails(page, signal),
  });
}

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
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({
    ...paymentDetailsQueryOptions(userId, page),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => item.id === watchId && item.status === 'pending')
        ? pendingPaymentPollMs
        : false,
  });
}
