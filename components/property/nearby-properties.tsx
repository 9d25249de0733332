import { useNearbyProperties } from '@/api/properties/get-nearby-properties';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/property-location.module.css';
import { PropertyPlaceList } from './property-place-list';

/** How many nearby listings the location section lists. */
const nearbyLimit = 6;

/** Other public listings of the same type in the same city (`get_nearby_properties`). */
export function NearbyProperties({ property }: { property: PropertyDetailDto }) {
  const { t } = useSiteText();
  const { data } = useNearbyProperties({
    city: property.city,
    state: property.state,
    type: property.property_type,
  });
  const nearby = (data ?? []).filter((item) => item.id !== property.id).slice(0, nearbyLimit);
  if (nearby.length === 0) return null;
  return (
    <div className={styles.nearby}>
      <h3 className={styles.subtitle}>{t('property.location.nearby', { city: property.city })}</h3>
      <PropertyPlaceList properties={nearby} headingLevel="h4" />
    </div>
  );
}
