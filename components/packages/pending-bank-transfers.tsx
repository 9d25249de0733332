import { useState } from 'react';
import { useAdminTransactions } from '@/api/payments/get-admin-transactions';
import { useSettleBankTransfer } from '@/api/payments/settle-bank-transfer';
import type { AdminTransactionDto } from '@/contracts/dto/payment-dto';
import { usePasswordAgain } from '@/components/layout/password-again';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { AdminTransactionTable } from './admin-transaction-table';
import { ConsoleSection } from '@/components/layout/console-section';
import styles from './admin-payments.module.css';

const pendingTransfers = {
  status: 'pending',
  gateway: 'bank_transfer',
  search: '',
  from: '',
  to: '',
  limit: 50,
  offset: 0,
};

interface Decision {
  transaction: AdminTransactionDto;
  status: 'paid' | 'failed';
}

/**
 * The bank transfers waiting for the administrator: "Mark paid" (the package is granted) or
 * "Mark failed" (the buyer is told), each after a confirmation.
 */
export function PendingBankTransfers() {
  const { t } = useSiteText();
  const result = useAdminTransactions(pendingTransfers);
  const settle = useSettleBankTransfer();
  const withPassword = usePasswordAgain();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const confirm = () => {
    if (!decision) return;
    setDone(null);
    withPassword(() =>
      settle.mutateAsync({ transactionId: decision.transaction.id, status: decision.status }),
    ).then(
      () => {
        setDone(
          t(
            decision.status === 'paid'
              ? 'admin_payments.marked_paid'
              : 'admin_payments.marked_failed',
            { reference: decision.transaction.gateway_reference ?? '' },
          ),
        );
        setDecision(null);
      },
      () => setDecision(null),
    );
  };

  const transfers = result.data?.data ?? [];
  return (
    <ConsoleSection title={t('admin_payments.pending.title')}>
      {settle.error ? <FormAlert>{apiErrorText(settle.error, t)}</FormAlert> : null}
      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
      {result.isError ? (
        <FormAlert>{t('admin_payments.load_failed')}</FormAlert>
      ) : !result.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : transfers.length === 0 ? (
        <p>{t('admin_payments.pending.empty')}</p>
      ) : (
        <AdminTransactionTable
          transactions={transfers}
          caption={t('admin_payments.pending.title')}
          actions={(transaction) => (
            <div className={styles.actions}>
              <Button
                onClick={() => setDecision({ transaction, status: 'paid' })}
                aria-label={t('admin_payments.mark_paid_named', {
                  reference: transaction.gateway_reference ?? '',
                })}
              >
                {t('admin_payments.mark_paid')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => setDecision({ transaction, status: 'failed' })}
                aria-label={t('admin_payments.mark_failed_named', {
                  reference: transaction.gateway_reference ?? '',
                })}
              >
                {t('admin_payments.mark_failed')}
              </Button>
            </div>
          )}
        />
      )}
      <ConfirmDialog
        isOpen={decision !== null}
        title={t(
          decision?.status === 'failed'
            ? 'admin_payments.confirm_failed_title'
            : 'admin_payments.confirm_paid_title',
        )}
        text={t(
          decision?.status === 'failed'
            ? 'admin_payments.confirm_failed_text'
            : 'admin_payments.confirm_paid_text',
          {
            reference: decision?.transaction.gateway_reference ?? '',
            user: decision?.transaction.user?.name ?? '',
            package: decision?.transaction.package_name ?? '',
          },
        )}
        confirmLabel={t(
          decision?.status === 'failed' ? 'admin_payments.mark_failed' : 'admin_payments.mark_paid',
        )}
        isDanger={decision?.status === 'failed'}
        isBusy={settle.isPending}
        onConfirm={confirm}
        onCancel={() => setDecision(null)}
      />
    </ConsoleSection>
  );
}
