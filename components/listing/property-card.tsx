import Link from 'next/link';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { MapPinIcon } from '@/components/layout/icons';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { paths } from '@/utils/paths';
import { relativeTimeText } from '@/utils/relative-time';
import styles from './property-card.module.css';
import { TintedIcon } from '@/components/ui/tinted-icon';
import { usePriceText } from './use-price-text';

export interface PropertyCardProps {
  property: PropertyCardDto;
  /** Heading level of the title, to fit the page's outline (h3 under a section's h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** 'list': photo beside the text on wider screens (the property list's list view). */
  layout?: 'grid' | 'list';
  /** The photo is in the first screen: load it at once ('high': the page's main image). */
  eagerImage?: false | 'auto' | 'high';
}

/** "12 Palm Street, Dubai", without repeating the city when the address already names it. */
export function locationText(
  property: Pick<PropertyCardDto, 'address' | 'city' | 'state' | 'country'>,
): string {
  const { address, city, state, country } = property;
  if (!address) return [city, state, country].filter(Boolean).join(', ');
  if (!city || address.toLowerCase().includes(city.toLowerCase())) return address;
  return `${address}, ${city}`;
}

/** The listing's card photo, its full photo, or the site's placeholder. */
export function cardImage(property: PropertyCardDto, placeholder: string): string {
  return property.title_image_card || property.title_image || placeholder;
}

/** A listing as a card: photo, badges, price, title (the link), place, key facts, age. */
export function PropertyCard({
  property,
  headingLevel = 'h3',
  layout = 'grid',
  eagerImage = false,
}: PropertyCardProps) {
  const settings = useSiteSettings();
  const { t, locale } = useSiteText();
  const { nameOf, choiceOf } = useCatalogueNames();
  const priceText = usePriceText();
  const isRent = property.property_type === 'rent';
  const price = priceText(property.price, isRent ? property.rentduration : null);
  const Heading = headingLevel;
  const age = relativeTimeText(property.created_at, undefined, locale);

  return (
    <article className={layout === 'list' ? `${styles.card} ${styles.listLayout}` : styles.card}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={cardImage(property, settings.web_placeholder_logo)}
          alt={property.title}
          width={640}
          height={480}
          loading={eagerImage ? 'eager' : 'lazy'}
          fetchPriority={eagerImage === 'high' ? 'high' : undefined}
          decoding="async"
        />
        <ul className={styles.badges} aria-label={t('property.badges_label')}>
          <li className={`${styles.badge} ${isRent ? styles.badgeRent : styles.badgeSale}`}>
            {t(isRent ? 'property.badge.rent' : 'property.badge.sale')}
          </li>
          {property.promoted ? (
            <li className={`${styles.badge} ${styles.badgePromoted}`}>
              {t('property.badge.promoted')}
            </li>
          ) : null}
          {property.is_premium ? (
            <li className={`${styles.badge} ${styles.badgePremium}`}>
              {t('property.badge.premium')}
            </li>
          ) : null}
        </ul>
      </div>
      <div className={styles.body}>
        <p className={styles.price}>
          <span className={styles.amount}>{price.amount}</span>
          {price.per ? <span className={styles.per}>{price.per}</span> : null}
        </p>
        <Heading className={styles.title}>
          <Link
            href={paths.propertyDetail(property.slug_id)}
            prefetch={false}
            className={styles.link}
            dir="auto"
          >
            {property.title}
          </Link>
        </Heading>
        <p className={styles.location}>
          <MapPinIcon size={16} />
          <span dir="auto">{locationText(property)}</span>
        </p>
        {property.parameters.length > 0 ? (
          <ul className={styles.parameters}>
            {property.parameters.slice(0, 3).map((parameter) => (
              <li key={parameter.id} className={styles.parameter} title={nameOf(parameter)}>
                {parameter.image ? <TintedIcon src={parameter.image} size={18} /> : null}
                <bdi className={styles.parameterValue}>{choiceOf(parameter, parameter.value)}</bdi>
                <span className={parameter.image ? 'visually-hidden' : styles.parameterName}>
                  <bdi>{nameOf(parameter)}</bdi>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.meta}>
          {property.category ? (
            <span className={styles.category}>{nameOf(property.category)}</span>
          ) : (
            <span />
          )}
          {age ? (
            <time className={styles.time} dateTime={property.created_at} suppressHydrationWarning>
              {age}
            </time>
          ) : null}
        </div>
      </div>
    </article>
  );
}
