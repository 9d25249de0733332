import Link from 'next/link';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { cardImage, locationText } from '@/components/listing/property-card';
import { usePriceText } from '@/components/listing/use-price-text';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { paths } from '@/utils/paths';
import styles from './property-place-list.module.css';

export interface PropertyPlaceListProps {
  properties: readonly PropertyCardDto[];
  headingLevel?: 'h3' | 'h4';
}

/** Listings as compact rows: a small photo, the title as a link, the price and the address. */
export function PropertyPlaceList({ properties, headingLevel = 'h3' }: PropertyPlaceListProps) {
  const settings = useSiteSettings();
  const priceText = usePriceText();
  const Heading = headingLevel;
  return (
    <ul className={styles.list}>
      {properties.map((property) => {
        const price = priceText(
          property.price,
          property.property_type === 'rent' ? property.rentduration : null,
        );
        return (
          <li key={property.id} className={styles.item}>
            <img
              className={styles.thumb}
              src={cardImage(property, settings.web_placeholder_logo)}
              alt=""
              width={96}
              height={72}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.text}>
              <Heading className={styles.title}>
                <Link href={paths.propertyDetail(property.slug_id)} prefetch={false}>
                  {property.title}
                </Link>
              </Heading>
              <p className={styles.price}>
                {price.amount}
                {price.per ? <span className={styles.per}>{price.per}</span> : null}
              </p>
              <p className={styles.place}>{locationText(property)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
