import { useRouter } from 'next/router';
import { useId, type FormEvent } from 'react';
import {
  adminTransactionsPageSize,
  useAdminTransactions,
} from '@/api/payments/get-admin-transactions';
import { useExportTransactionsCsv } from '@/api/payments/export-transactions-csv';
import { paymentMethodNames, paymentTransactionStatuses } from '@/contracts/dto/payment-dto';
import { accountHoldsRole } from '@/contracts/staff-roles';
import { AdminPage } from '@/components/layout/admin-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PagedList } from '@/components/ui/paged-list';
import { Pagination } from '@/components/ui/pagination';
import { useUrlListPage } from '@/hooks/use-list-page';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { adminPaths } from '@/utils/admin-paths';
import { AdminTransactionTable } from './admin-transaction-table';
import { BankTransferSettingsForm } from './bank-transfer-settings-form';
import { PendingBankTransfers } from './pending-bank-transfers';
import styles from './admin-payments.module.css';

const filterNames = ['status', 'gateway', 'search', 'from', 'to'] as const;
type Filters = Record<(typeof filterNames)[number], string>;

function useUrlFilters(): Filters {
  const { query } = useRouter();
  const read = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    status: read('status'),
    gateway: read('gateway'),
    search: read('search'),
    from: read('from'),
    to: read('to'),
  };
}

const urlOf = (filters: Filters, page = 1) =>
  adminPaths.transactions({
    ...Object.fromEntries(filterNames.map((name) => [name, filters[name] || null])),
    page: page > 1 ? page : null,
  });

/** Saves a file the API answered, as a download. */
function saveFile(text: string, filename: string, contentType: string) {
  const url = URL.createObjectURL(new Blob([text], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function TransactionFilters({ filters }: { filters: Filters }) {
  const { t } = useSiteText();
  const router = useRouter();
  const id = useId();
  const exportCsv = useExportTransactionsCsv();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = Object.fromEntries(
      filterNames.map((name) => [name, String(form.get(name) ?? '').trim()]),
    ) as Filters;
    void router.push(urlOf(next), undefined, { shallow: true });
  };
  const download = () =>
    exportCsv.mutate(filters, {
      onSuccess: (file) => saveFile(file.text, file.filename, file.contentType),
    });
  return (
    <form
      className={styles.section}
      onSubmit={apply}
      aria-label={t('admin_payments.filters.label')}
      key={JSON.stringify(filters)}
    >
      <div className={styles.filters}>
        <label className={styles.filter} htmlFor={`${id}-status`}>
          {t('payments.column.status')}
          <select
            id={`${id}-status`}
            name="status"
            className={styles.control}
            defaultValue={filters.status}
          >
            <option value="">{t('admin_payments.filters.any')}</option>
            {paymentTransactionStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`payments.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter} htmlFor={`${id}-gateway`}>
          {t('payments.column.method')}
          <select
            id={`${id}-gateway`}
            name="gateway"
            className={styles.control}
            defaultValue={filters.gateway}
          >
            <option value="">{t('admin_payments.filters.any')}</option>
            {paymentMethodNames.map((gateway) => (
              <option key={gateway} value={gateway}>
                {t(`payments.gateway.${gateway}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter} htmlFor={`${id}-search`}>
          {t('admin_payments.filters.search')}
          <input
            id={`${id}-search`}
            name="search"
            type="search"
            className={styles.control}
            defaultValue={filters.search}
            maxLength={120}
          />
        </label>
        <label className={styles.filter} htmlFor={`${id}-from`}>
          {t('admin_payments.filters.from')}
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            className={styles.control}
            defaultValue={filters.from}
          />
        </label>
        <label className={styles.filter} htmlFor={`${id}-to`}>
          {t('admin_payments.filters.to')}
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            className={styles.control}
            defaultValue={filters.to}
          />
        </label>
      </div>
      <div className={styles.actions}>
        <Button type="submit">{t('admin_payments.filters.apply')}</Button>
        <Button type="button" variant="secondary" onClick={download} isBusy={exportCsv.isPending}>
          {t('admin_payments.export_csv')}
        </Button>
      </div>
      {exportCsv.error ? <FormAlert>{apiErrorText(exportCsv.error, t)}</FormAlert> : null}
    </form>
  );
}

function TransactionList() {
  const { t } = useSiteText();
  const filters = useUrlFilters();
  const range = useUrlListPage(adminTransactionsPageSize);
  const result = useAdminTransactions({ ...filters, limit: range.limit, offset: range.offset });
  return (
    <>
      <TransactionFilters filters={filters} />
      <section aria-labelledby="all-transactions-heading" className={styles.section}>
        <h2 id="all-transactions-heading" className={styles.heading}>
          {t('admin_payments.all.title')}
        </h2>
        <PagedList
          result={result}
          failedText={t('admin_payments.load_failed')}
          pageSize={adminTransactionsPageSize}
          emptyText={t('admin_payments.all.empty')}
        >
          {(page) => (
            <>
              <p className={styles.muted} role="status">
                {t('admin_payments.all.count', { count: page.total })}
              </p>
              <AdminTransactionTable
                transactions={page.data}
                caption={t('admin_payments.all.title')}
              />
              <Pagination
                page={range.page}
                pageCount={Math.ceil(page.total / adminTransactionsPageSize)}
                hrefFor={(at) => urlOf(filters, at)}
                label={t('admin_payments.all.pagination_label')}
              />
            </>
          )}
        </PagedList>
      </section>
    </>
  );
}

/**
 * /admin/transactions: every payment with filters, pages and the CSV export (administrators and
 * support); for the administrator also the bank transfers to settle and the bank transfer
 * setting.
 */
export function AdminTransactionsScreen() {
  const { t } = useSiteText();
  const user = useAppSelector(selectSessionUser);
  const isAdministrator = user ? accountHoldsRole(user.role, ['administrator']) : false;
  return (
    <AdminPage
      roles={['administrator', 'support']}
      title={t('admin_payments.title')}
      description={t('admin_payments.intro')}
      canonicalPath={adminPaths.transactions()}
    >
      <div className={styles.page}>
        <header>
          <h1 className={styles.title}>{t('admin_payments.title')}</h1>
          <p className={styles.muted}>{t('admin_payments.intro')}</p>
        </header>
        {isAdministrator ? <PendingBankTransfers /> : null}
        <TransactionList />
        {isAdministrator ? <BankTransferSettingsForm /> : null}
      </div>
    </AdminPage>
  );
}
