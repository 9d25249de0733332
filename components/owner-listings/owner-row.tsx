import type { ReactNode } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/owner-listings.module.css';
import { ListingThumb } from '@/components/listing/listing-thumb';
import { dateTimeFormat } from '@/utils/intl-formatters';

export interface OwnerRowProps {
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
  actions: ReactNode;
}

/** One row of an owner's list (My properties, My projects): image, title, facts and actions. */
export function OwnerRow({
  image,
  title,
  lead,
  city,
  createdAt,
  children,
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
      </div>
      {actions}
    </li>
  );
}
