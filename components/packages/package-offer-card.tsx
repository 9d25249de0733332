import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId } from 'react';
import type { PackageDto } from '@/contracts/dto/package-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { usePriceText } from '@/components/listing/use-price-text';
import { loginPathFor } from '@/hooks/use-require-session';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { durationText } from '@/utils/format-duration';
import { ActivatePackageButton } from './activate-package-button';
import { BuyPackageButton } from './buy-package-button';
import { PackageFeatureList } from './package-feature-list';
import styles from './packages.module.css';

/**
 * One package on offer: price, duration, features, and how to take it (a visitor is asked to
 * sign in first, and comes back to the plans).
 */
export function PackageOfferCard({ item, isSignedIn }: { item: PackageDto; isSignedIn: boolean }) {
  const { t, locale } = useSiteText();
  const priceText = usePriceText();
  const router = useRouter();
  const headingId = useId();
  let action;
  if (!isSignedIn) {
    action = (
      <Link
        href={loginPathFor(router.asPath)}
        prefetch={false}
        className="button button-primary"
        aria-label={t(
          item.is_free ? 'packages.sign_in_to_activate_named' : 'packages.sign_in_to_buy_named',
          { name: item.name },
        )}
      >
        {t(item.is_free ? 'packages.sign_in_to_activate' : 'packages.sign_in_to_buy')}
      </Link>
    );
  } else if (item.is_free && item.available_again_at) {
    // A free package taken before can be taken again only once its period has ended.
    const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(item.available_again_at),
    );
    action = (
      <>
        <p className={styles.badge}>{t('packages.taken_badge')}</p>
        <p className={styles.muted}>{t('packages.available_again', { date: when })}</p>
      </>
    );
  } else if (item.is_active) {
    action = <p className={styles.badge}>{t('packages.active_badge')}</p>;
  } else if (item.is_free) {
    action = <ActivatePackageButton item={item} />;
  } else {
    action = <BuyPackageButton item={item} />;
  }
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        <bdi>{item.name}</bdi>
      </h3>
      <p className={styles.price}>
        {item.is_free
          ? t('packages.free')
          : // A package's price is shown in full, two decimals (spec §9).
            priceText(item.price).full}
      </p>
      <p className={styles.muted}>
        {t('packages.duration', { duration: durationText(item.duration_hours, locale) })}
      </p>
      <PackageFeatureList features={item.features} />
      {action}
    </li>
  );
}
