import type { ListingRevisionDto } from '@/contracts/dto/listing-revision-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import {
  changedFieldLabel,
  changedFilesText,
  changedValueText,
  type ChangedListingKind,
} from '@/components/listing/listing-changes';
import { dateTimeFormat } from '@/utils/intl-formatters';
import styles from './moderation.module.css';

/**
 * A listing's changes under review, as the admin decides on them: each changed field with its
 * live and proposed values, or the files added and removed; the earlier rejection's reason.
 */
export function RevisionChanges({
  revision,
  kind,
}: {
  revision: ListingRevisionDto;
  kind: ChangedListingKind;
}) {
  const { t, locale } = useSiteText();
  const sent = dateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(revision.submitted_at),
  );
  return (
    <div className={styles.changes}>
      <table className={styles.changeTable}>
        <caption>{t('moderation.changes.caption', { date: sent })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('moderation.changes.field')}</th>
            <th scope="col">{t('moderation.changes.live')}</th>
            <th scope="col">{t('moderation.changes.proposed')}</th>
          </tr>
        </thead>
        <tbody>
          {revision.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{changedFieldLabel(t, change.field, kind)}</th>
              {change.kind === 'value' ? (
                <>
                  <td dir="auto">{changedValueText(t, change.field, change.from)}</td>
                  <td dir="auto">{changedValueText(t, change.field, change.to)}</td>
                </>
              ) : (
                <td colSpan={2}>{changedFilesText(t, locale, change)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {revision.status === 'rejected' && revision.reason ? (
        <p className={styles.changesReason}>
          {t('moderation.changes.rejected', { reason: revision.reason })}
        </p>
      ) : null}
    </div>
  );
}
