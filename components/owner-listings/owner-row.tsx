import type { ReactNode } from 'react';
import type { ListingRevisionDto } from '@/contracts/dto/listing-revision-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/owner-listings.module.css';
import type { ChangedListingKind } from '@/components/listing/listing-changes';
import { ListingThumb } from '@/components/listing/listing-thumb';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { PendingChangesNote } from './pending-changes-note';

export interface OwnerRowProps {
  /** Which kind of listing the row shows (the names of its fields). */
  kind: ChangedListingKind;
  image: string | null;
  /** The title, linking to the owner's page of it. */
  title: ReactNode;
  /** The first fact of the line under the title (the price, the project's type). */
  lead: ReactNode;
  city: string;
  /** When it was posted (an ISO date-time). */
  createdAt: string;
  /** Its state badges, numbers and anything else under the line. */
  children: ReactNode;
  /** The owner's edit of the approved listing under review (or refused); shown under the row. */
  pendingChanges: ListingRevisionDto | null;
  actions: ReactNode;
}

/**
 * One row of an owner's list (My properties, My projects): image, title, facts and actions, and
 * under them the note on an edit waiting for review.
 */
export function OwnerRow({
  kind,
  image,
  title,
  lead,
  city,
  createdAt,
  children,
  pendingChanges,
  actions,
}: OwnerRowProps) {
  const { t, locale } = useSiteText();
  const posted = dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(createdAt));
  return (
    <li className={styles.row}>
      <ListingThumb image={image} />
      <div className={styles.main}>
        <h2 className={styles.rowTitle}>{title}</h2>
        <p className={styles.meta}>
          {lead}
          <bdi>{city}</bdi>
          <span>{t('owner_listings.posted_on', { date: posted })}</span>
        </p>
        {children}
        {pendingChanges ? <PendingChangesNote revision={pendingChanges} kind={kind} /> : null}
      </div>
      {actions}
    </li>
  );
}
