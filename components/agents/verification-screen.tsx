import { useVerificationFormFields } from '@/api/agent-verification/get-verification-form-fields';
import { useVerificationFormValues } from '@/api/agent-verification/get-verification-form-values';
import type { VerificationFormValuesDto } from '@/contracts/dto/agent-verification-dto';
import { ProtectedPage } from '@/components/layout/protected-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { LoadStatus } from '@/components/ui/load-status';
import styles from './agent-verification.module.css';
import { VerificationForm } from './verification-form';
import { VerificationStatusPanel } from './verification-status-panel';

function LoadState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useSiteText();
  return (
    <LoadStatus
      isError={isError}
      failedText={t('verification.load_failed')}
      onRetry={onRetry}
      className={styles.loadState}
    />
  );
}

/** The form for a user who may apply (first time, or after a failure). */
function VerificationFormArea({ values }: { values: VerificationFormValuesDto }) {
  const { t } = useSiteText();
  const fields = useVerificationFormFields();
  if (!fields.data) {
    return <LoadState isError={fields.isError} onRetry={() => void fields.refetch()} />;
  }
  if (fields.data.length === 0)
    return <p className={styles.loadState}>{t('verification.no_form')}</p>;
  return (
    <VerificationForm
      // A new form after each submission: it starts from the latest answers.
      key={values.submitted_at ?? 'first'}
      fields={fields.data}
      previous={values.status === 'failed' ? values.form_fields : []}
    />
  );
}

function VerificationContent() {
  const { t } = useSiteText();
  const values = useVerificationFormValues();
  const mayApply = values.data?.status === 'not_applied' || values.data?.status === 'failed';
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('verification.title')}</h1>
        <p className={styles.muted}>{t('verification.intro')}</p>
      </header>
      {values.data ? (
        <VerificationStatusPanel values={values.data} />
      ) : (
        <LoadState isError={values.isError} onRetry={() => void values.refetch()} />
      )}
      {values.data && mayApply ? <VerificationFormArea values={values.data} /> : null}
    </div>
  );
}

/** /user/verification: the user's verification status and, when they may apply, the form. */
export function VerificationScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('verification.title')}
      description={t('verification.intro')}
      canonicalPath={paths.agentVerification()}
    >
      {() => <VerificationContent />}
    </ProtectedPage>
  );
}
