import {
  adminTransactionsPageSize,
  useAdminTransactions,
} from '@/api/payments/get-admin-transactions';
import { useExportTransactionsCsv } from '@/api/payments/export-transactions-csv';
import { paymentMethodNames, paymentTransactionStatuses } from '@/contracts/dto/payment-dto';
import { accountHoldsRole } from '@/contracts/staff-roles';
import {
  ConsoleFilters,
  filterParameters,
  useAddressFilters,
} from '@/components/layout/console-filters';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { ConsoleSection } from '@/components/layout/console-section';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PagedList } from '@/components/ui/paged-list';
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

const urlOf = (filters: Filters, page = 1) =>
  adminPaths.transactions({ ...filterParameters(filters), page: page > 1 ? page : null });

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
  const exportCsv = useExportTransactionsCsv();
  const download = () =>
    exportCsv.mutate(filters, {
      onSuccess: (file) => saveFile(file.text, file.filename, file.contentType),
    });
  return (
    <ConsoleFilters
      values={filters}
      pathFor={urlOf}
      label={t('admin_payments.filters.label')}
      submitText={t('admin_payments.filters.apply')}
      fields={[
        {
          name: 'status',
          label: t('payments.column.status'),
          choices: paymentTransactionStatuses.map((status) => ({
            value: status,
            label: t(`payments.status.${status}`),
          })),
        },
        {
          name: 'gateway',
          label: t('payments.column.method'),
          choices: paymentMethodNames.map((gateway) => ({
            value: gateway,
            label: t(`payments.gateway.${gateway}`),
          })),
        },
        {
          name: 'search',
          label: t('admin_payments.filters.search'),
          type: 'search',
          maxLength: 120,
        },
        { name: 'from', label: t('admin_payments.filters.from'), type: 'date' },
        { name: 'to', label: t('admin_payments.filters.to'), type: 'date' },
      ]}
    >
      <Button type="button" variant="secondary" onClick={download} isBusy={exportCsv.isPending}>
        {t('admin_payments.export_csv')}
      </Button>
      {exportCsv.error ? <FormAlert>{apiErrorText(exportCsv.error, t)}</FormAlert> : null}
    </ConsoleFilters>
  );
}

function TransactionList() {
  const { t } = useSiteText();
  const filters = useAddressFilters(filterNames);
  const range = useUrlListPage(adminTransactionsPageSize);
  const result = useAdminTransactions({ ...filters, limit: range.limit, offset: range.offset });
  return (
    <>
      <TransactionFilters filters={filters} />
      <ConsoleSection title={t('admin_payments.all.title')}>
        <PagedList
          result={result}
          failedText={t('admin_payments.load_failed')}
          pageSize={adminTransactionsPageSize}
          emptyText={t('admin_payments.all.empty')}
          countText={(page) => t('admin_payments.all.count', { count: page.total })}
          countClassName={styles.muted}
          pages={{
            page: range.page,
            hrefFor: (at) => urlOf(filters, at),
            label: t('admin_payments.all.pagination_label'),
          }}
        >
          {(page) => (
            <AdminTransactionTable
              transactions={page.data}
              caption={t('admin_payments.all.title')}
            />
          )}
        </PagedList>
      </ConsoleSection>
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
    <ConsoleScreen
      roles={['administrator', 'support']}
      title={t('admin_payments.title')}
      description={t('admin_payments.intro')}
      canonicalPath={adminPaths.transactions()}
    >
      {isAdministrator ? <PendingBankTransfers /> : null}
      <TransactionList />
      {isAdministrator ? <BankTransferSettingsForm /> : null}
    </ConsoleScreen>
  );
}
