import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { usePriceText } from './use-price-text';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import styles from './property-facts.module.css';
import { calendarDateText, numberFormat } from '@/utils/intl-formatters';
import { FactList, type ListingFact } from './fact-list';

export interface PropertyFactsProps {
  property: PropertyDetailDto;
}

function formatCount(count: number, locale: string): string {
  try {
    return numberFormat(locale).format(count);
  } catch {
    return String(count);
  }
}

/** The price (site currency, suffix setting, rent duration), status badges and key facts. */
export function PropertyFacts({ property }: PropertyFactsProps) {
  const { t, locale } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const priceText = usePriceText();
  const isRent = property.property_type === 'rent';
  const price = priceText(property.price, isRent ? property.rentduration : null);
  const isTaken = property.listing_status === 'sold' || property.listing_status === 'rented';
  const facts: ListingFact[] = [
    {
      key: 'type',
      label: t('property.facts.type'),
      value: t(`property.type.${property.property_type}`),
    },
  ];
  if (isRent && property.rentduration) {
    facts.push({
      key: 'duration',
      label: t('property.facts.rent_duration'),
      value: t(`property.rent_duration.${property.rentduration}`),
    });
  }
  if (property.category) {
    facts.push({
      key: 'category',
      label: t('property.facts.category'),
      value: nameOf(property.category),
    });
  }
  facts.push(
    {
      key: 'posted',
      label: t('property.facts.posted'),
      value: calendarDateText(property.created_at, locale),
      dateTime: property.created_at,
    },
    {
      key: 'views',
      label: t('property.facts.views'),
      value: formatCount(property.total_views, locale),
    },
    {
      key: 'likes',
      label: t('property.facts.likes'),
      value: formatCount(property.total_likes, locale),
    },
  );

  return (
    <div className={styles.facts}>
      <ul className={styles.badges} aria-label={t('property.badges_label')}>
        <li className={`${styles.badge} ${isRent ? styles.rent : styles.sale}`}>
          {t(isRent ? 'property.badge.rent' : 'property.badge.sale')}
        </li>
        {isTaken ? (
          <li className={`${styles.badge} ${styles.taken}`}>
            {t(`property.status.${property.listing_status}`)}
          </li>
        ) : null}
        {property.promoted ? (
          <li className={`${styles.badge} ${styles.plain}`}>{t('property.badge.promoted')}</li>
        ) : null}
        {property.is_premium ? (
          <li className={`${styles.badge} ${styles.premium}`}>{t('property.badge.premium')}</li>
        ) : null}
      </ul>
      <p className={styles.price}>
        <span className="visually-hidden">{t('property.facts.price')} </span>
        <span className={styles.amount}>{price.amount}</span>
        {price.per ? <span className={styles.per}>{price.per}</span> : null}
      </p>
      {price.full === price.amount ? null : (
        <p className={styles.fullPrice}>
          <span className="visually-hidden">{t('property.facts.full_price')} </span>
          {price.full}
          {price.per ? ` ${price.per}` : null}
        </p>
      )}
      <FactList facts={facts} />
    </div>
  );
}
