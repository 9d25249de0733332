import type { StripePaymentIntentDto } from '@/contracts/dto/payment-dto';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** POST `create-payment-intent`: a Stripe PaymentIntent for the package (the server prices it). */
export const createPaymentIntent = defineMutation('POST', 'create-payment-intent', {
  body: (packageId: number) => ({ package_id: packageId, platform_type: 'web' }),
  answer: dataOf<StripePaymentIntentDto>,
});

export const useCreatePaymentIntent = createPaymentIntent.use;
