import type { VerificationFormValuesDto } from '@/contracts/dto/agent-verification-dto';
import { VerifiedBadge } from './verified-badge';
import { useSiteText } from '@/components/layout/use-site-text';
import { dateTimeFormat } from '@/utils/intl-formatters';
import styles from './agent-verification.module.css';

/**
 * Where the user's verification stands (spec §4, §8): not applied yet, under review (warning),
 * failed with the admin's reason (error), or verified with the badge.
 */
export function VerificationStatusPanel({ values }: { values: VerificationFormValuesDto }) {
  const { t, locale } = useSiteText();
  const dateOf = (iso: string | null) =>
    iso ? dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : '';
  switch (values.status) {
    case 'pending':
      return (
        <section className={styles.status} data-tone="warning" role="status">
          <h2 className={styles.statusTitle}>{t('verification.under_review')}</h2>
          <p>{t('verification.pending_text', { date: dateOf(values.submitted_at) })}</p>
        </section>
      );
    case 'failed':
      return (
        <section className={styles.status} data-tone="error" role="alert">
          <h2 className={styles.statusTitle}>{t('verification.failed')}</h2>
          {values.reason ? (
            <p>
              <strong>{t('verification.reason')}</strong> <bdi>{values.reason}</bdi>
            </p>
          ) : null}
          <p>{t('verification.failed_text')}</p>
        </section>
      );
    case 'success':
      return (
        <section className={styles.status} data-tone="success" role="status">
          <VerifiedBadge />
          <h2 className={styles.statusTitle}>{t('verification.success_title')}</h2>
          <p>{t('verification.success_text')}</p>
        </section>
      );
    default:
      return (
        <section className={styles.status} data-tone="info">
          <h2 className={styles.statusTitle}>{t('verification.not_completed')}</h2>
          <p>{t('verification.none_text')}</p>
        </section>
      );
  }
}
