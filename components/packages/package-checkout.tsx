import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useCreatePaymentIntent } from '@/api/payments/create-payment-intent';
import { usePaymentSettings } from '@/api/payments/get-payment-settings';
import { useStartBankTransfer } from '@/api/payments/start-bank-transfer';
import { useStartHostedPayment } from '@/api/payments/start-hosted-payment';
import type {
  BankTransferPaymentDto,
  PaymentMethod,
  StripePaymentIntentDto,
} from '@/contracts/dto/payment-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { BankTransferInstructions } from './bank-transfer-instructions';
import { GatewayChooser } from './gateway-chooser';
import styles from './payments.module.css';

/** Stripe.js and the Payment Element load only once the buyer pays by card. */
const StripeCheckout = dynamic(
  () => import('./stripe-checkout').then((module) => module.StripeCheckout),
  { ssr: false },
);

export interface PackageCheckoutProps {
  packageId: number;
  /** The price the buyer is shown, decimal text ("19.99"); the server charges its own. */
  price: string;
  /** The buyer gave up (closes the dialog). */
  onCancel: () => void;
  /** Leaves the page for a gateway's own page (the browser's location by default). */
  redirect?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/**
 * Paying for a package: choose one of the enabled gateways; Stripe continues here with the
 * Payment Element, PayPal, Paystack and Flutterwave on their own pages, and a bank transfer
 * shows the instructions and the reference to quote (the payment waits for the administrator).
 */
export function PackageCheckout({
  packageId,
  price,
  onCancel,
  redirect = goTo,
}: PackageCheckoutProps) {
  const { t } = useSiteText();
  const settings = usePaymentSettings();
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const [intent, setIntent] = useState<StripePaymentIntentDto | null>(null);
  const [transfer, setTransfer] = useState<BankTransferPaymentDto | null>(null);
  const stripeIntent = useCreatePaymentIntent();
  const hosted = useStartHostedPayment();
  const bankTransfer = useStartBankTransfer();
  const failure = stripeIntent.error ?? hosted.error ?? bankTransfer.error;

  if (intent) return <StripeCheckout intent={intent} onCancel={onCancel} />;
  if (transfer) return <BankTransferInstructions payment={transfer} onClose={onCancel} />;
  if (!settings.data) {
    return settings.isError ? (
      <FormAlert>{apiErrorText(settings.error, t)}</FormAlert>
    ) : (
      <p role="status">{t('common.loading')}</p>
    );
  }
  const gateways: PaymentMethod[] = [
    ...settings.data.enabled_gateways,
    ...(settings.data.bank_transfer_enabled ? (['bank_transfer'] as const) : []),
  ];
  if (gateways.length === 0) {
    return <FormAlert tone="info">{t('payments.no_method')}</FormAlert>;
  }
  const chosen = picked ?? (gateways.length === 1 ? gateways[0]! : null);

  const pay = () => {
    if (!chosen) return;
    if (chosen === 'stripe') {
      stripeIntent.mutate(packageId, { onSuccess: setIntent });
      return;
    }
    if (chosen === 'bank_transfer') {
      bankTransfer.mutate(packageId, { onSuccess: setTransfer });
      return;
    }
    hosted.mutate(
      { gateway: chosen, packageId, amount: Number(price) },
      { onSuccess: (answer) => redirect(answer.redirect_url) },
    );
  };
  const isBusy =
    stripeIntent.isPending || hosted.isPending || hosted.isSuccess || bankTransfer.isPending;

  return (
    <div className={styles.checkout}>
      <GatewayChooser
        gateways={gateways}
        chosen={chosen}
        onChoose={setPicked}
        isDisabled={isBusy}
      />
      {failure ? <FormAlert>{apiErrorText(failure, t)}</FormAlert> : null}
      <div className={styles.actions}>
        <Button onClick={pay} disabled={!chosen} isBusy={isBusy}>
          {t('payments.continue')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
