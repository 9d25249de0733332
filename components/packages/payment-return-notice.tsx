import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useFailPaymentTransaction } from '@/api/payments/fail-payment-transaction';
import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { packageKeys } from '@/contracts/query-keys/package-keys';
import { useSiteText } from '@/components/layout/use-site-text';
import { FormAlert } from '@/components/ui/form-alert';

const firstValue = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/** The payment a gateway sent the buyer back about, and whether they canceled it there. */
export function usePaymentReturn(): { transactionId: number | null; isCanceled: boolean } {
  const { query } = useRouter();
  const id = Number(firstValue(query.payment_transaction_id));
  // PayPal and Paystack come back with our `payment=canceled`; Flutterwave with its status.
  const isCanceled =
    firstValue(query.payment) === 'canceled' || firstValue(query.status) === 'cancelled';
  return { transactionId: Number.isInteger(id) && id > 0 ? id : null, isCanceled };
}

/**
 * What happened to the payment the buyer comes back from: canceled at the gateway (the pending
 * payment is given up), paid (the package is active once the gateway confirms), or failed.
 */
export function PaymentReturnNotice({ payment }: { payment: PaymentTransactionDto | null }) {
  const { t } = useSiteText();
  const { transactionId, isCanceled } = usePaymentReturn();
  const giveUp = useFailPaymentTransaction();
  const isSent = useRef(false);
  const { mutate } = giveUp;
  const queryClient = useQueryClient();
  const isPaid = payment?.status === 'success';

  // The package the payment granted: the plans and limits show it from now on.
  useEffect(() => {
    if (isPaid) void queryClient.invalidateQueries({ queryKey: packageKeys.all });
  }, [isPaid, queryClient]);

  useEffect(() => {
    if (!isCanceled || transactionId === null || isSent.current) return;
    if (payment && payment.status !== 'pending') return;
    isSent.current = true;
    mutate(transactionId);
  }, [isCanceled, transactionId, payment, mutate]);

  if (transactionId === null) return null;
  if (isCanceled && payment?.status !== 'success') {
    return <FormAlert tone="info">{t('payments.canceled')}</FormAlert>;
  }
  if (!payment) return null;
  if (payment.status === 'success') {
    return <FormAlert tone="success">{t('payments.return.success')}</FormAlert>;
  }
  if (payment.status === 'failed') return <FormAlert>{t('payments.failed')}</FormAlert>;
  return <FormAlert tone="info">{t('payments.return.pending')}</FormAlert>;
}
