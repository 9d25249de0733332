import type { PaymentTransactionStatus } from '@/contracts/dto/payment-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './payments.module.css';

export function PaymentStatusBadge({ status }: { status: PaymentTransactionStatus }) {
  const { t } = useSiteText();
  return (
    <span className={styles.status} data-status={status}>
      {t(`payments.status.${status}`)}
    </span>
  );
}
