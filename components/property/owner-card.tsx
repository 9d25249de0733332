import Link from 'next/link';
import { useId } from 'react';
import type { ListingOwnerDto } from '@/contracts/dto/property-dto';
import { UserAvatar } from '@/components/ui/user-avatar';
import { MailIcon, PhoneIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import styles from './owner-card.module.css';
import { useSignInGate } from './use-sign-in-gate';

export interface OwnerCardProps {
  owner: ListingOwnerDto;
  /** A premium listing whose contact details the viewer's packages do not open. */
  isPremiumLocked?: boolean;
}

/** Who lists the property: photo, name, verified-agent badge, listings, and how to reach them. */
export function OwnerCard({ owner, isPremiumLocked = false }: OwnerCardProps) {
  const { t, tCount } = useSiteText();
  const headingId = useId();
  const { isSignedIn, loginHref } = useSignInGate();
  const hasContact = Boolean(owner.mobile || owner.email);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('property.owner.title')}
      </h2>
      <div className={styles.who}>
        <UserAvatar name={owner.name} src={owner.profile} size={56} />
        <div className={styles.identity}>
          <p className={styles.name}>
            {owner.properties_count > 0 && hasPage(paths.agentDetail(owner.slug_id)) ? (
              <Link href={paths.agentDetail(owner.slug_id)} prefetch={false}>
                <bdi>{owner.name}</bdi>
              </Link>
            ) : (
              <bdi>{owner.name}</bdi>
            )}
          </p>
          {owner.is_verified_agent ? (
            <p className={styles.verified}>
              <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3z"
                />
              </svg>
              {t('property.owner.verified')}
            </p>
          ) : null}
          <p className={styles.count}>
            {tCount('property.owner.listings', owner.properties_count)}
          </p>
        </div>
      </div>
      {hasContact ? (
        <ul className={styles.contacts}>
          {owner.mobile ? (
            <li>
              <a href={`tel:${owner.mobile.replace(/[^\d+]/g, '')}`} className={styles.contact}>
                <PhoneIcon size={18} />
                <span dir="ltr">{owner.mobile}</span>
              </a>
            </li>
          ) : null}
          {owner.email ? (
            <li>
              <a href={`mailto:${owner.email}`} className={styles.contact}>
                <MailIcon size={18} />
                <span>{owner.email}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : isSignedIn ? (
        isPremiumLocked ? (
          <p className={styles.signIn}>
            {t('property.owner.premium_text')}{' '}
            {hasPage(paths.subscriptionPlan()) ? (
              <Link href={paths.subscriptionPlan()} prefetch={false}>
                {t('property.owner.premium_link')}
              </Link>
            ) : null}
          </p>
        ) : null
      ) : (
        <p className={styles.signIn}>
          {t('property.owner.sign_in_text')}{' '}
          <Link href={loginHref} prefetch={false}>
            {t('property.owner.sign_in_link')}
          </Link>
        </p>
      )}
    </section>
  );
}
