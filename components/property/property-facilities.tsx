import type { PropertyFacilityDto } from '@/contracts/dto/property-dto';
import { TintedIcon } from '@/components/ui/tinted-icon';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { DetailSection } from '@/components/ui/detail-section';
import styles from './property-facilities.module.css';
import { numberFormat } from '@/utils/intl-formatters';

export interface PropertyFacilitiesProps {
  facilities: readonly PropertyFacilityDto[];
}

/** "2.5" → "2.5 km" in the visitor's digits; '' when the distance is unknown. */
export function distanceNumber(distance: string, locale: string): string {
  const value = Number(distance);
  if (distance.trim() === '' || !Number.isFinite(value)) return '';
  try {
    return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  } catch {
    return String(value);
  }
}

/** What is near the listing (school, metro …) and how far, nearest first. */
export function PropertyFacilities({ facilities }: PropertyFacilitiesProps) {
  const { t, locale } = useSiteText();
  const { nameOf } = useCatalogueNames();
  if (facilities.length === 0) return null;
  const sorted = [...facilities].sort((a, b) => Number(a.distance) - Number(b.distance));
  return (
    <DetailSection title={t('property.facilities.title')}>
      <ul className={styles.list}>
        {sorted.map((facility) => {
          const distance = distanceNumber(facility.distance, locale);
          return (
            <li key={facility.id} className={styles.item}>
              <span className={styles.icon}>
                {facility.image ? <TintedIcon src={facility.image} size={20} /> : null}
              </span>
              <span className={styles.name}>
                <bdi>{nameOf(facility)}</bdi>
              </span>
              {distance ? (
                <span className={styles.distance}>
                  {t('property.facilities.distance', { distance })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
