import type { ReactNode } from 'react';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { dateTimeFormat } from '@/utils/intl-formatters';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './moderation.module.css';
import { VerificationAnswer } from './verification-answer';

export interface VerificationSubmissionRowProps {
  submission: VerificationSubmissionDto;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** The checkbox choosing it for a bulk decision, above the decisions. */
  selection?: ReactNode;
}

/** One submission: who applied and when, every answer and file, and the two decisions. */
export function VerificationSubmissionRow({
  submission,
  isBusy,
  onApprove,
  onReject,
  selection,
}: VerificationSubmissionRowProps) {
  const { t, locale } = useSiteText();
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const { user } = submission;
  return (
    <li className={styles.submission}>
      <div className={styles.main}>
        <h2 className={styles.rowTitle}>
          <bdi>{user.name}</bdi>
        </h2>
        <p className={consoleStyles.muted}>
          {user.email ? <span className={styles.ownerEmail}>{user.email}</span> : null}
          {t('verification_review.submitted', {
            date: format.format(new Date(submission.submitted_at)),
          })}
        </p>
        {submission.reason ? (
          <p className={consoleStyles.muted}>
            {t('verification_review.reason')} <bdi>{submission.reason}</bdi>
          </p>
        ) : null}
        <dl className={styles.answers}>
          {submission.form_fields.map((answer, index) => (
            <VerificationAnswer key={`${answer.id ?? 'gone'}-${index}`} answer={answer} />
          ))}
        </dl>
        {submission.is_latest ? null : (
          <p className={consoleStyles.muted}>{t('verification_review.superseded')}</p>
        )}
      </div>
      {submission.is_latest ? (
        <div
          className={styles.decisions}
          role="group"
          aria-label={t('verification_review.decisions_label', { name: user.name })}
        >
          {selection}
          {submission.status !== 'success' ? (
            <Button variant="primary" disabled={isBusy} onClick={onApprove}>
              {t('verification_review.approve')}
            </Button>
          ) : null}
          {submission.status !== 'failed' ? (
            <Button variant="danger" disabled={isBusy} onClick={onReject}>
              {t('verification_review.reject')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
