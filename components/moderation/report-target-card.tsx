import Link from 'next/link';
import type { ReportTargetDto } from '@/contracts/dto/admin-report-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { paths } from '@/utils/paths';
import { adminPaths } from '@/utils/admin-paths';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './reports.module.css';

/** What a moderator can do with a reported target (the dialog asks the reason where needed). */
export type ReportCardAction = 'dismiss' | 'remove_listing' | 'warn' | 'conversation';

export interface ReportTargetCardProps {
  target: ReportTargetDto;
  /** Moderators and administrators act; support only reads. */
  canAct: boolean;
  isOpen: boolean;
  isBusy: boolean;
  onAction: (action: ReportCardAction) => void;
}

/** The headline of a target: the listing's title, the message's text, the person's name. */
export function targetTitle(target: ReportTargetDto, t: (key: string) => string): string {
  if (target.listing) return target.listing.title;
  if (target.message) return target.message.text ?? t('admin_reports.message_deleted');
  return target.person?.name ?? t('admin_reports.unknown_person');
}

/** One reported target: what it is, its reasons with counts, the notes, links and actions. */
export function ReportTargetCard({
  target,
  canAct,
  isOpen,
  isBusy,
  onAction,
}: ReportTargetCardProps) {
  const { t, tCount } = useSiteText();
  const headingId = `report-${target.kind}-${target.target_id}`;
  const isProject = target.kind === 'project';
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <span className={styles.kind}>{t(`admin_reports.kind.${target.kind}`)}</span>
        <span className={consoleStyles.count}>
          {tCount('admin_reports.report_count', target.report_count)} ·{' '}
          {tCount('admin_reports.reporter_count', target.reporter_count)}
        </span>
      </div>
      <h2 id={headingId} className={styles.cardTitle}>
        {target.kind === 'message' ? (
          <blockquote className={styles.quote}>{targetTitle(target, t)}</blockquote>
        ) : (
          targetTitle(target, t)
        )}
      </h2>
      {target.listing && target.listing.review_status !== 'approved' ? (
        <p className={consoleStyles.muted}>
          {t(`owner_listings.badge.${target.listing.review_status}`)}
        </p>
      ) : null}
      <ul className={styles.reasons} aria-label={t('admin_reports.reasons_label')}>
        {target.reasons.map((reason) => (
          <li key={reason.reason}>
            {t('admin_reports.reason_count', { reason: reason.reason, count: reason.count })}
          </li>
        ))}
      </ul>
      {target.notes.length > 0 ? (
        <ul className={styles.notes} aria-label={t('admin_reports.notes_label')}>
          {target.notes.map((note) => (
            <li key={note.report_id}>
              {t('admin_reports.note', { name: note.reporter_name, note: note.note })}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.links}>
        {target.listing ? (
          <Link
            href={
              isProject
                ? paths.projectDetail(target.listing.slug_id)
                : paths.propertyDetail(target.listing.slug_id)
            }
            prefetch={false}
          >
            {t(isProject ? 'admin_reports.open_project' : 'admin_reports.open_listing')}
          </Link>
        ) : null}
        {target.person ? (
          <Link href={adminPaths.user(target.person.id)} prefetch={false}>
            {t(target.listing ? 'admin_reports.owner_link' : 'admin_reports.person_link', {
              name: target.person.name,
            })}
          </Link>
        ) : null}
        {target.conversation_report_id ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onAction('conversation')}
          >
            {t('admin_reports.open_conversation')}
          </button>
        ) : null}
      </div>
      {canAct && isOpen ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            disabled={isBusy}
            onClick={() => onAction('dismiss')}
          >
            {t('admin_reports.dismiss')}
          </button>
          {target.person ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={isBusy}
              onClick={() => onAction('warn')}
            >
              {t('admin_reports.warn')}
            </button>
          ) : null}
          {target.listing && target.listing.review_status !== 'removed' ? (
            <Button variant="danger" disabled={isBusy} onClick={() => onAction('remove_listing')}>
              {t(isProject ? 'admin_reports.remove_project' : 'admin_reports.remove_listing')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
