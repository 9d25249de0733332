import type { ListingRevisionDto } from '@/contracts/dto/listing-revision-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { changedFieldLabel, type ChangedListingKind } from '@/components/listing/listing-changes';
import { dateTimeFormat, listFormat } from '@/utils/intl-formatters';
import styles from './pending-changes-note.module.css';

/** A reason as the admin wrote it, without its final full stop (the sentence adds its own). */
function withoutFinalStop(reason: string): string {
  return reason.trim().replace(/[.。]+$/u, '');
}

/**
 * Under an approved listing (any kind) its owner edited: the changes waiting for review (since
 * when, which fields) while the approved version stays on the site, or the reason they were not
 * accepted.
 */
export function PendingChangesNote({
  revision,
  kind,
}: {
  revision: ListingRevisionDto;
  kind: ChangedListingKind;
}) {
  const { t, locale } = useSiteText();
  if (revision.status === 'rejected') {
    return (
      <p className={`${styles.note} ${styles.rejected}`}>
        {t('owner_listings.changes.rejected', { reason: withoutFinalStop(revision.reason ?? '') })}
      </p>
    );
  }
  const since = dateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(revision.submitted_at),
  );
  const labels = new Set(revision.changes.map(({ field }) => changedFieldLabel(t, field, kind)));
  const fields = listFormat(locale, { type: 'unit', style: 'short' }).format([...labels]);
  return (
    <p className={styles.note}>{t('owner_listings.changes.pending', { date: since, fields })}</p>
  );
}
