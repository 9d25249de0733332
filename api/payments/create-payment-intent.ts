import { useMutation } from '@tanstack/react-query';
import type { StripePaymentIntentDto } from '@/contracts/dto/payment-dto';
import { callApi } from '../client';

/** POST `create-payment-intent`: a Stripe PaymentIntent for the package (the server prices it). */
export async function createPaymentIntent(packageId: number): Promise<StripePaymentIntentDto> {
  const answer = await callApi<StripePaymentIntentDto>({
    method: 'POST',
    path: 'create-payment-intent',
    body: { package_id: packageId, platform_type: 'web' },
  });
  return answer.data;
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
