import type { FacilityFilterDto } from '@/contracts/dto/facility-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import styles from '@/components/listing/listing-filters.module.css';

export interface FacilityFilterProps {
  facilities: readonly FacilityFilterDto[];
  /** Ids checked now. */
  checked: ReadonlySet<string>;
}

/**
 * Facilities as checkboxes sharing the name `outdoor_facilitiy_ids` (the API's spelling): the
 * plain form sends them repeated, the scripted one joined by commas; the API takes both.
 */
export function FacilityFilter({ facilities, checked }: FacilityFilterProps) {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  if (facilities.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('property_list.filters.facilities')}</legend>
      <div className={styles.checks}>
        {facilities.map((facility) => (
          <label key={facility.id} className={styles.check}>
            <input
              type="checkbox"
              name="outdoor_facilitiy_ids"
              value={facility.id}
              defaultChecked={checked.has(String(facility.id))}
            />
            <bdi>{nameOf(facility)}</bdi>
            <span className={styles.checkCount}>{facility.properties_count}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
