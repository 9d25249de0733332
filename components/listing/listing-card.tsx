import Link from 'next/link';
import type { ReactNode } from 'react';
import { MapPinIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { relativeTimeText } from '@/utils/relative-time';
import styles from './property-card.module.css';

/** The badge colours every kind may use. */
const badgeTones = {
  sale: styles.badgeSale,
  rent: styles.badgeRent,
  promoted: styles.badgePromoted,
  premium: styles.badgePremium,
} as const;

/** A badge over a card's photo: its text and a shared tone, or the kind's own class. */
export type CardBadge = { text: string } & (
  { tone: keyof typeof badgeTones } | { className: string | undefined }
);

export interface ListingCardProps {
  href: string;
  title: string;
  /** The photo's address: the kind's card photo, its full photo, or the site's placeholder. */
  image: string;
  /** Heading level of the title, to fit the page's outline (h3 under a section's h2). */
  headingLevel: 'h2' | 'h3' | 'h4';
  /** 'list': photo beside the text on wider screens (the property list's list view). */
  layout?: 'grid' | 'list';
  /** The photo is in the first screen: load it at once ('high': the page's main image). */
  eagerImage: false | 'auto' | 'high';
  /** The badges over the photo, in order, and the list's accessible name. */
  badges: { label: string; items: readonly (CardBadge | false)[] };
  price: { amount: string; per?: string | null };
  /** Where it is (see placeText). */
  place: string;
  /** The category's name, if it has one. */
  category: string | null;
  /** When it was listed (shown as its age), if the card shows it. */
  createdAt?: string;
  /** The kind's own lines between the place and the category (key facts, a completion date). */
  children?: ReactNode;
}

function badgeClass(badge: CardBadge): string | undefined {
  return 'tone' in badge ? badgeTones[badge.tone] : badge.className;
}

/**
 * A listing of any kind as a card: photo, badges, price, title (the link), place, the kind's own
 * facts, category and age.
 */
export function ListingCard(props: ListingCardProps) {
  const { locale } = useSiteText();
  const Heading = props.headingLevel;
  const age = props.createdAt ? relativeTimeText(props.createdAt, undefined, locale) : null;
  const badges = props.badges.items.filter((badge): badge is CardBadge => badge !== false);

  return (
    <article
      className={props.layout === 'list' ? `${styles.card} ${styles.listLayout}` : styles.card}
    >
      <div className={styles.media}>
        <img
          className={styles.image}
          src={props.image}
          alt={props.title}
          width={640}
          height={480}
          loading={props.eagerImage ? 'eager' : 'lazy'}
          fetchPriority={props.eagerImage === 'high' ? 'high' : undefined}
          decoding="async"
        />
        <ul className={styles.badges} aria-label={props.badges.label}>
          {badges.map((badge) => (
            <li key={badge.text} className={`${styles.badge} ${badgeClass(badge)}`}>
              {badge.text}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.body}>
        <p className={styles.price}>
          <span className={styles.amount}>{props.price.amount}</span>
          {props.price.per ? <span className={styles.per}>{props.price.per}</span> : null}
        </p>
        <Heading className={styles.title}>
          <Link href={props.href} prefetch={false} className={styles.link} dir="auto">
            {props.title}
          </Link>
        </Heading>
        <p className={styles.location}>
          <MapPinIcon size={16} />
          <span dir="auto">{props.place}</span>
        </p>
        {props.children}
        <div className={styles.meta}>
          {props.category ? <span className={styles.category}>{props.category}</span> : <span />}
          {age && props.createdAt ? (
            <time className={styles.time} dateTime={props.createdAt} suppressHydrationWarning>
              {age}
            </time>
          ) : null}
        </div>
      </div>
    </article>
  );
}
