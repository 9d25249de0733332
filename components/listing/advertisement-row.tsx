import Link from 'next/link';
import type { ReactNode } from 'react';
import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import styles from './advertisements.module.css';

export interface AdvertisementRowProps {
  advertisement: AdvertisementDto;
  /** Buttons for the row (the admin's Approve and Reject). */
  actions?: ReactNode;
}

/** One advertisement: its listing, placement, how it stands and when it runs. */
export function AdvertisementRow({ advertisement, actions }: AdvertisementRowProps) {
  const { t, locale } = useSiteText();
  const dateOf = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const { listing } = advertisement;
  const href = listing
    ? advertisement.feature_for === 'property'
      ? paths.propertyDetail(listing.slug_id)
      : paths.projectDetail(listing.slug_id)
    : null;
  const title = listing ? <bdi>{listing.title}</bdi> : t('advertisements.listing_gone');
  return (
    <li className={styles.row}>
      <div className={styles.what}>
        <p className={styles.listing}>
          {href && hasPage(href) ? (
            <Link href={href} prefetch={false}>
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p className={styles.muted}>
          {t(`advertisements.for.${advertisement.feature_for}`)} ·{' '}
          {t(`advertisements.type.${advertisement.type}`)}
          {advertisement.owner_name ? (
            <>
              {' · '}
              <bdi>{advertisement.owner_name}</bdi>
            </>
          ) : null}
        </p>
        <p className={styles.muted}>
          {t('advertisements.runs', {
            start: dateOf(advertisement.starts_at),
            end: dateOf(advertisement.ends_at),
          })}
        </p>
      </div>
      <p className={styles.status} data-status={advertisement.status}>
        {t(`advertisements.status.${advertisement.status}`)}
      </p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
