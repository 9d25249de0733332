import { useId } from 'react';
import type { PackageDto } from '@/contracts/dto/package-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { usePriceText } from '@/components/home/use-price-text';
import { durationText } from '@/utils/format-duration';
import { ActivatePackageButton } from './activate-package-button';
import { BuyPackageButton } from './buy-package-button';
import { PackageFeatureList } from './package-feature-list';
import styles from './packages.module.css';

/** One package on offer: price, duration, features, and how to take it. */
export function PackageOfferCard({ item }: { item: PackageDto }) {
  const { t, locale } = useSiteText();
  const priceText = usePriceText();
  const headingId = useId();
  let action;
  if (item.is_active) {
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
        {item.is_free ? t('packages.free') : priceText(item.price).amount}
      </p>
      <p className={styles.muted}>
        {t('packages.duration', { duration: durationText(item.duration_hours, locale) })}
      </p>
      <PackageFeatureList features={item.features} />
      {action}
    </li>
  );
}
