import { paths } from '@/utils/paths';
import { getEnv } from '../env';

/**
 * Where a gateway's hosted page sends the buyer back: the transaction history, which shows the
 * payment's status; a cancel comes back with `payment=canceled`, which gives the pending
 * payment up ("Payment canceled. Please try again later").
 */
export function paymentReturnUrls(transactionId: number): { returnUrl: string; cancelUrl: string } {
  const site = getEnv().publicSiteUrl;
  return {
    returnUrl: `${site}${paths.transactionHistory({ payment_transaction_id: transactionId })}`,
    cancelUrl: `${site}${paths.transactionHistory({
      payment: 'canceled',
      payment_transaction_id: transactionId,
    })}`,
  };
}
