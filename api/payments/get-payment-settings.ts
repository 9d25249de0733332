import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentSettingsDto } from '@/contracts/dto/payment-dto';
import { paymentKeys } from '@/contracts/query-keys/payments-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** GET `get_payment_settings`: the gateways that take payments now, public keys only. */
export async function fetchPaymentSettings(signal?: AbortSignal): Promise<PaymentSettingsDto> {
  const answer = await callApi<PaymentSettingsDto>({
    method: 'GET',
    path: 'get_payment_settings',
    signal,
  });
  return answer.data;
}

export function paymentSettingsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: paymentKeys.settings(userId),
    queryFn: ({ signal }) => fetchPaymentSettings(signal),
  });
}

/** The payment gateways for the signed-in user; idle while nobody is signed in. */
export function usePaymentSettings() {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({ ...paymentSettingsQueryOptions(userId), enabled: userId !== null });
}
