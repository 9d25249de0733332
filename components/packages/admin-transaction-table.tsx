import type { ReactNode } from 'react';
import type { AdminTransactionDto } from '@/contracts/dto/payment-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { formatMoney } from '@/utils/format-money';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { PaymentStatusBadge } from './payment-status-badge';
import styles from './payments.module.css';
import own from './admin-payments.module.css';

export interface AdminTransactionTableProps {
  transactions: readonly AdminTransactionDto[];
  caption: string;
  /** A last cell per row (the actions on a pending bank transfer). */
  actions?: (transaction: AdminTransactionDto) => ReactNode;
}

/** Payments with their buyer, package, method, exact amount, status and reference. */
export function AdminTransactionTable({
  transactions,
  caption,
  actions,
}: AdminTransactionTableProps) {
  const { t, locale } = useSiteText();
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payments.column.date')}</th>
            <th scope="col">{t('admin_payments.column.user')}</th>
            <th scope="col">{t('payments.column.package')}</th>
            <th scope="col">{t('payments.column.method')}</th>
            <th scope="col">{t('payments.column.amount')}</th>
            <th scope="col">{t('payments.column.status')}</th>
            <th scope="col">{t('admin_payments.column.reference')}</th>
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">{t('admin_payments.column.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id} data-transaction-id={transaction.id}>
              <td>{date.format(new Date(transaction.created_at))}</td>
              <td>
                {transaction.user ? (
                  <span className={own.buyer}>
                    <bdi>{transaction.user.name}</bdi>
                    {transaction.user.email ? (
                      <bdi className={styles.muted}>{transaction.user.email}</bdi>
                    ) : null}
                  </span>
                ) : (
                  t('admin_payments.user_gone')
                )}
              </td>
              <td>
                <bdi>{transaction.package_name}</bdi>
              </td>
              <td>{t(`payments.gateway.${transaction.gateway}`)}</td>
              <td className={styles.amount}>
                {formatMoney(transaction.amount, transaction.currency, locale)}
              </td>
              <td>
                <PaymentStatusBadge status={transaction.status} />
              </td>
              <td className={own.reference}>
                <bdi>{transaction.gateway_reference ?? '—'}</bdi>
              </td>
              {actions ? <td>{actions(transaction)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
