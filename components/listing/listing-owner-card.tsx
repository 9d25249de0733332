import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import { MailIcon, PhoneIcon } from '@/components/layout/icons';
import { UserAvatar } from '@/components/ui/user-avatar';
import { VerifiedMark } from '@/components/ui/verified-mark';
import styles from './owner-card.module.css';

export interface ListingOwnerCardProps {
  /** The card's heading ("Listed by", "Developer"). */
  title: string;
  owner: { name: string; profile: string | null; is_verified_agent: boolean };
  /** Their public page, when they have one. */
  ownerHref: string | null;
  verifiedText: string;
  /** How many listings of the kind they have. */
  countText: string;
  /** Their phone and email, once the viewer may see them. */
  contact: { mobile?: string | null; email?: string | null } | null;
  /** Under the contacts: what to do to see them (sign in, a package). */
  children?: ReactNode;
}

/** Who lists a listing: photo, name, verified-agent badge, their listings, how to reach them. */
export function ListingOwnerCard(props: ListingOwnerCardProps) {
  const { owner, contact } = props;
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {props.title}
      </h2>
      <div className={styles.who}>
        <UserAvatar name={owner.name} src={owner.profile} size={56} />
        <div className={styles.identity}>
          <p className={styles.name}>
            {props.ownerHref ? (
              <Link href={props.ownerHref} prefetch={false}>
                <bdi>{owner.name}</bdi>
              </Link>
            ) : (
              <bdi>{owner.name}</bdi>
            )}
          </p>
          {owner.is_verified_agent ? (
            <p className={styles.verified}>
              <VerifiedMark />
              {props.verifiedText}
            </p>
          ) : null}
          <p className={styles.count}>{props.countText}</p>
        </div>
      </div>
      {contact && (contact.mobile || contact.email) ? (
        <ul className={styles.contacts}>
          {contact.mobile ? (
            <li>
              <a href={`tel:${contact.mobile.replace(/[^\d+]/g, '')}`} className={styles.contact}>
                <PhoneIcon size={18} />
                <span dir="ltr">{contact.mobile}</span>
              </a>
            </li>
          ) : null}
          {contact.email ? (
            <li>
              <a href={`mailto:${contact.email}`} className={styles.contact}>
                <MailIcon size={18} />
                <span>{contact.email}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {props.children}
    </section>
  );
}

/** "Sign in to see the contact details" (or another prompt) under the card's contacts. */
export function OwnerCardPrompt(props: {
  text: string;
  link: { href: string; text: string } | null;
}) {
  return (
    <p className={styles.signIn}>
      {props.text}{' '}
      {props.link ? (
        <Link href={props.link.href} prefetch={false}>
          {props.link.text}
        </Link>
      ) : null}
    </p>
  );
}
