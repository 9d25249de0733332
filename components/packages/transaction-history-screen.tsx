import Link from 'next/link';
import { useState } from 'react';
import { paymentHistoryPageSize, usePaymentDetails } from '@/api/payments/get-payment-details';
import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { AccountScreen } from '@/components/layout/account-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { Pagination } from '@/components/ui/pagination';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { useUrlListPage } from '@/hooks/use-list-page';
import { formatMoney } from '@/utils/format-money';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { PaymentReceipt } from './payment-receipt';
import { PaymentReturnNotice, usePaymentReturn } from './payment-return-notice';
import { PaymentStatusBadge } from './payment-status-badge';
import styles from './payments.module.css';

function PaymentRows({
  payments,
  onReceipt,
}: {
  payments: PaymentTransactionDto[];
  onReceipt: (payment: PaymentTransactionDto) => void;
}) {
  const { t, locale } = useSiteText();
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('payments.column.date')}</th>
            <th scope="col">{t('payments.column.package')}</th>
            <th scope="col">{t('payments.column.method')}</th>
            <th scope="col">{t('payments.column.amount')}</th>
            <th scope="col">{t('payments.column.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('payments.receipt.title')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>{date.format(new Date(payment.created_at))}</td>
              <td>
                <bdi>{payment.package_name}</bdi>
              </td>
              <td>
                {t(`payments.gateway.${payment.gateway}`)}
                {payment.gateway === 'bank_transfer' && payment.gateway_reference ? (
                  <span className={styles.muted}>
                    {' '}
                    <bdi>
                      {t('admin_payments.history.reference', {
                        reference: payment.gateway_reference,
                      })}
                    </bdi>
                  </span>
                ) : null}
              </td>
              <td className={styles.amount}>
                {formatMoney(payment.amount, payment.currency, locale)}
              </td>
              <td>
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td>
                <Button
                  variant="ghost"
                  onClick={() => onReceipt(payment)}
                  aria-label={t('payments.receipt.open_named', { id: payment.id })}
                >
                  {t('payments.receipt.open')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryContent() {
  const { t } = useSiteText();
  const range = useUrlListPage(paymentHistoryPageSize);
  const [receipt, setReceipt] = useState<PaymentTransactionDto | null>(null);
  const { transactionId } = usePaymentReturn();
  const result = usePaymentDetails({ limit: range.limit, offset: range.offset }, transactionId);
  const returned = result.data?.data.find((payment) => payment.id === transactionId) ?? null;
  return (
    <>
      {result.data ? <PaymentReturnNotice payment={returned} /> : null}
      {result.data && receipt ? (
        <PaymentReceipt payment={receipt} onClose={() => setReceipt(null)} />
      ) : null}
      <PagedList
        result={result}
        failedText={t('payments.history.load_failed')}
        pageSize={paymentHistoryPageSize}
        empty={
          <div>
            <p>{t('payments.history.empty')}</p>
            {hasPage(paths.subscriptionPlan()) ? (
              <Link
                href={paths.subscriptionPlan()}
                className="button button-primary"
                prefetch={false}
              >
                {t('payments.history.see_plans')}
              </Link>
            ) : null}
          </div>
        }
      >
        {(payments) => (
          <div data-print-hidden>
            <PaymentRows payments={payments.data} onReceipt={setReceipt} />
            <Pagination
              page={range.page}
              pageCount={Math.ceil(payments.total / paymentHistoryPageSize)}
              hrefFor={(at) => paths.transactionHistory({ page: at > 1 ? at : null })}
              label={t('payments.history.pagination_label')}
            />
          </div>
        )}
      </PagedList>
    </>
  );
}

/** /user/transaction-history: the user's payments with their status and printable receipts. */
export function TransactionHistoryScreen() {
  const { t } = useSiteText();
  return (
    <AccountScreen
      title={t('payments.history.title')}
      description={t('payments.history.intro')}
      canonicalPath={paths.transactionHistory()}
      className={styles.history}
      printHiddenHead
    >
      {() => <HistoryContent />}
    </AccountScreen>
  );
}
