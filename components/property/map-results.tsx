import { useMemo, useState } from 'react';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { usePriceText } from '@/components/home/use-price-text';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { DynamicGoogleMap, useMapsKey } from './dynamic-google-map';
import type { MapPin } from './google-map';
import styles from './map-results.module.css';
import { PropertyPlaceList } from './property-place-list';

interface CityGroup {
  key: string;
  name: string;
  properties: PropertyCardDto[];
}

/** Listings grouped by city (and state, country), in the order they first appear. */
export function groupByCity(properties: readonly PropertyCardDto[]): CityGroup[] {
  const groups = new Map<string, CityGroup>();
  for (const property of properties) {
    const key = [property.city, property.state, property.country].join('|').toLowerCase();
    const name = [property.city, property.country].filter(Boolean).join(', ');
    const group = groups.get(key) ?? { key, name, properties: [] };
    group.properties.push(property);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function ResultsByCity({ properties }: { properties: readonly PropertyCardDto[] }) {
  const { t, tCount } = useSiteText();
  return (
    <div className={styles.fallback}>
      <p className={styles.notice} role="note">
        {t('property_list.map.unavailable')}
      </p>
      {groupByCity(properties).map((group) => (
        <section key={group.key} className={styles.group} aria-label={group.name}>
          <h2 className={styles.city}>
            {group.name || t('property_list.map.unknown_place')}
            <span className={styles.count}>
              {tCount('property_list.map.city_count', group.properties.length)}
            </span>
          </h2>
          <PropertyPlaceList properties={group.properties} />
        </section>
      ))}
    </div>
  );
}

/** The results on a Google map when the site has one; otherwise listed by city, with a notice. */
export function MapResults({ properties }: { properties: readonly PropertyCardDto[] }) {
  const { t } = useSiteText();
  const apiKey = useMapsKey();
  const priceText = usePriceText();
  const [hasFailed, setHasFailed] = useState(false);
  const pins = useMemo<MapPin[]>(
    () =>
      properties.map((property) => ({
        id: property.id,
        lat: property.latitude,
        lng: property.longitude,
        title: property.title,
        href: paths.propertyDetail(property.slug_id),
        caption: priceText(property.price).amount,
      })),
    [properties, priceText],
  );

  if (!apiKey || hasFailed || pins.length === 0) return <ResultsByCity properties={properties} />;
  return (
    <DynamicGoogleMap
      apiKey={apiKey}
      pins={pins}
      label={t('property_list.map.label')}
      onFailure={() => setHasFailed(true)}
    />
  );
}
