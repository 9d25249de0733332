import type { ReactNode } from 'react';
import type { ReviewStatus } from '@/contracts/dto/owner-listing-status';
import type { ReviewDecision } from '@/contracts/requests/moderation-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { dateTimeFormat } from '@/utils/intl-formatters';
import styles from './moderation.module.css';

/** What every reviewed listing of any kind has: a title, an owner, a city, a date, a state. */
export interface ReviewedListing {
  title: string;
  city: string;
  created_at: string;
  review_status: ReviewStatus;
  owner: { name: string; email?: string | null };
}

export interface ReviewRowProps {
  listing: ReviewedListing;
  thumb: ReactNode;
  /** The heading's content (the title, or a link on it). */
  heading: ReactNode;
  /** The kind's own fact after the city (the price, the project type). */
  fact: { label: string; value: ReactNode };
  badges: ReactNode;
  /** A link under the badges (the listing's preview). */
  link?: ReactNode;
  /** What the review decides on (the changes tab: the edit under review), under the rest. */
  changes?: ReactNode;
  /**
   * The state of what is reviewed, which says the decisions offered (none that it already has);
   * the listing's review state unless given (the state of its changes under review).
   */
  state?: ReviewStatus;
  busyDecision: ReviewDecision | null;
  onApprove: () => void;
  onReject: () => void;
  /** The checkbox choosing it for a bulk decision, above the decisions. */
  selection?: ReactNode;
}

/** One listing of a review queue: what it is, whose it is, and the two decisions. */
export function ReviewRow(props: ReviewRowProps) {
  const { listing, busyDecision, onApprove, onReject } = props;
  const { t, locale } = useSiteText();
  const created = dateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(listing.created_at),
  );
  const isBusy = busyDecision !== null;
  const state = props.state ?? listing.review_status;
  return (
    <li className={styles.row}>
      {props.thumb}
      <div className={styles.main}>
        {props.heading}
        <dl className={styles.facts}>
          <div>
            <dt>{t('moderation.owner')}</dt>
            <dd>
              <bdi>{listing.owner.name}</bdi>
              {listing.owner.email ? (
                <span className={styles.ownerEmail}>{listing.owner.email}</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('moderation.city')}</dt>
            <dd>
              <bdi>{listing.city}</bdi>
            </dd>
          </div>
          <div>
            <dt>{props.fact.label}</dt>
            <dd>{props.fact.value}</dd>
          </div>
          <div>
            <dt>{t('moderation.created')}</dt>
            <dd>{created}</dd>
          </div>
        </dl>
        {props.badges}
        {props.link}
        {props.changes}
      </div>
      <div
        className={styles.decisions}
        role="group"
        aria-label={t('moderation.decisions_label', { title: listing.title })}
      >
        {props.selection}
        {state !== 'approved' ? (
          <Button variant="primary" disabled={isBusy} onClick={onApprove}>
            {t('moderation.approve')}
          </Button>
        ) : null}
        {state !== 'rejected' ? (
          <Button variant="danger" disabled={isBusy} onClick={onReject}>
            {t('moderation.reject')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
