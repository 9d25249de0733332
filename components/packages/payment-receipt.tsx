import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/utils/format-money';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { PaymentStatusBadge } from './payment-status-badge';
import styles from './payments.module.css';

export interface PaymentReceiptProps {
  payment: PaymentTransactionDto;
  onClose: () => void;
}

/** A printable receipt of one payment; printing the page prints only this (globals.css). */
export function PaymentReceipt({ payment, onClose }: PaymentReceiptProps) {
  const { t, locale } = useSiteText();
  const settings = useSiteSettings();
  const date = dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(payment.created_at),
  );
  return (
    <section className={styles.receipt} data-print-receipt aria-labelledby="payment-receipt-title">
      <h2 id="payment-receipt-title">{t('payments.receipt.title')}</h2>
      <p className={styles.muted}>
        <bdi>{settings.company_name}</bdi>
        {settings.company_address ? (
          <>
            {' '}
            · <bdi>{settings.company_address}</bdi>
          </>
        ) : null}
      </p>
      <dl className={styles.receiptFacts}>
        <dt>{t('payments.receipt.number')}</dt>
        <dd>{payment.id}</dd>
        <dt>{t('payments.column.date')}</dt>
        <dd>{date}</dd>
        <dt>{t('payments.column.package')}</dt>
        <dd>
          <bdi>{payment.package_name}</bdi>
        </dd>
        <dt>{t('payments.column.method')}</dt>
        <dd>{t(`payments.gateway.${payment.gateway}`)}</dd>
        {payment.gateway_reference ? (
          <>
            <dt>{t('payments.receipt.reference')}</dt>
            <dd>
              <bdi>{payment.gateway_reference}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t('payments.column.amount')}</dt>
        <dd className={styles.amount}>{formatMoney(payment.amount, payment.currency, locale)}</dd>
        <dt>{t('payments.column.status')}</dt>
        <dd>
          <PaymentStatusBadge status={payment.status} />
        </dd>
      </dl>
      <div className={styles.actions} data-print-hidden>
        <Button onClick={() => window.print()}>{t('payments.receipt.print')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </section>
  );
}
