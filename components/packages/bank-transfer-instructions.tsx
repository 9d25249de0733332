import Link from 'next/link';
import type { BankTransferPaymentDto } from '@/contracts/dto/payment-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/utils/format-money';
import { paths } from '@/utils/paths';
import styles from './payments.module.css';
import own from './admin-payments.module.css';

export interface BankTransferInstructionsProps {
  payment: BankTransferPaymentDto;
  onClose: () => void;
}

/**
 * After choosing bank transfer: the administrator's instructions, the amount and the reference
 * to quote; the payment waits in the transaction history until the administrator settles it.
 */
export function BankTransferInstructions({ payment, onClose }: BankTransferInstructionsProps) {
  const { t, locale } = useSiteText();
  return (
    <section className={styles.checkout} aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title" className={own.heading}>
        {t('admin_payments.checkout.title')}
      </h2>
      <p className={own.instructions}>{payment.instructions}</p>
      <p>
        {t('admin_payments.checkout.amount', {
          amount: formatMoney(payment.amount, payment.currency, locale),
        })}
      </p>
      <div>
        <p>{t('admin_payments.checkout.reference')}</p>
        <p className={own.reference} data-testid="bank-transfer-reference">
          <strong>
            <bdi>{payment.reference}</bdi>
          </strong>
        </p>
        <p className={styles.muted}>{t('admin_payments.checkout.reference_hint')}</p>
      </div>
      <p role="status">{t('admin_payments.checkout.pending')}</p>
      <div className={styles.actions}>
        <Link href={paths.transactionHistory()} className="button button-primary" prefetch={false}>
          {t('admin_payments.checkout.history')}
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </section>
  );
}
