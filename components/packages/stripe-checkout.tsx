import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useRouter } from 'next/router';
import { useMemo, useState, type FormEvent } from 'react';
import { useFailPaymentTransaction } from '@/api/payments/fail-payment-transaction';
import type { StripePaymentIntentDto } from '@/contracts/dto/payment-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { absoluteUrl } from '@/utils/absolute-url';
import { localizedPath } from '@/utils/localized-path';
import { notify } from '@/utils/notify';
import { paths } from '@/utils/paths';
import styles from './payments.module.css';

export interface StripeCheckoutProps {
  intent: StripePaymentIntentDto;
  onCancel: () => void;
}

/** One Stripe.js per publishable key, loaded the first time a buyer pays by card. */
const loaded = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  const existing = loaded.get(publishableKey);
  if (existing) return existing;
  const stripe = loadStripe(publishableKey);
  loaded.set(publishableKey, stripe);
  return stripe;
}

function PaymentForm({ intent, onCancel }: StripeCheckoutProps) {
  const { t } = useSiteText();
  const stripe = useStripe();
  const elements = useElements();
  const router = useRouter();
  const giveUp = useFailPaymentTransaction();
  const [failure, setFailure] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const historyPath = paths.transactionHistory({
    payment_transaction_id: intent.payment_transaction_id,
  });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setIsPaying(true);
    setFailure(null);
    const result = await stripe.confirmPayment({
      elements,
      // Where Stripe brings the buyer back after a redirect (3-D Secure, bank pages).
      confirmParams: {
        return_url: absoluteUrl(
          window.location.origin,
          localizedPath(historyPath, router.locale ?? 'en', router.defaultLocale ?? 'en'),
        ),
      },
      redirect: 'if_required',
    });
    setIsPaying(false);
    if (result.error) {
      // A declined card may be tried again or replaced: the payment stays open meanwhile.
      setFailure(result.error.message ?? '');
      return;
    }
    void router.push(historyPath);
  };

  const cancel = () =>
    giveUp.mutate(intent.payment_transaction_id, {
      onSettled: () => {
        void notify('warning', t('payments.canceled'));
        onCancel();
      },
    });

  return (
    <form className={styles.checkout} onSubmit={(event) => void pay(event)}>
      <PaymentElement />
      {failure !== null ? (
        <FormAlert>
          <strong>{t('payments.failed')}</strong> {failure}
        </FormAlert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isBusy={isPaying} disabled={!stripe || !elements}>
          {t('payments.pay_now')}
        </Button>
        <Button variant="secondary" onClick={cancel} isBusy={giveUp.isPending} disabled={isPaying}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Paying by card with Stripe's Payment Element for an intent the server created. Stripe.js is
 * fetched from js.stripe.com here, on use (the page policy allows it when Stripe is configured).
 * The package is granted by Stripe's webhook, not by this page: after paying, the buyer goes to
 * the transaction history, which shows the payment's status.
 */
export function StripeCheckout({ intent, onCancel }: StripeCheckoutProps) {
  const { locale } = useSiteText();
  const stripe = useMemo(() => stripeFor(intent.publishable_key), [intent.publishable_key]);
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret: intent.client_secret, locale: locale as StripeElementLocale }}
    >
      <PaymentForm intent={intent} onCancel={onCancel} />
    </Elements>
  );
}
