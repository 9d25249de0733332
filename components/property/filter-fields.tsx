import type { CityDto } from '@/contracts/dto/city-dto';
import { postedSinceOptions } from '@/contracts/property-list-options';
import { useSiteText } from '@/components/layout/use-site-text';
import { FilterField } from '@/components/listing/filter-field';
import styles from '@/components/listing/listing-filters.module.css';

export interface FieldProps {
  id: string;
  defaultValue: string;
}

export function SearchField({ id, defaultValue }: FieldProps) {
  const { t } = useSiteText();
  return (
    <FilterField id={id} label={t('property_list.filters.search')}>
      <input
        id={id}
        name="search"
        type="search"
        className={styles.control}
        defaultValue={defaultValue}
        placeholder={t('property_list.filters.search_placeholder')}
        maxLength={120}
        enterKeyHint="search"
      />
    </FilterField>
  );
}

export function PropertyTypeField({ defaultValue }: { defaultValue: string }) {
  const { t } = useSiteText();
  const options = [
    { value: '', label: t('property_list.filters.type_any') },
    { value: 'sell', label: t('property.type.sell') },
    { value: 'rent', label: t('property.type.rent') },
  ];
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('property_list.filters.type')}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              name="property_type"
              value={option.value}
              defaultChecked={option.value === defaultValue}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CityField({
  id,
  defaultValue,
  cities,
}: FieldProps & { cities: readonly CityDto[] }) {
  const { t } = useSiteText();
  const names = [...new Set(cities.map((city) => city.city))];
  if (defaultValue && !names.includes(defaultValue)) names.unshift(defaultValue);
  return (
    <FilterField id={id} label={t('property_list.filters.city')}>
      <select id={id} name="city" className={styles.control} defaultValue={defaultValue}>
        <option value="">{t('property_list.filters.city_any')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

export function PostedSinceField({ id, defaultValue }: FieldProps) {
  const { t } = useSiteText();
  return (
    <FilterField id={id} label={t('property_list.filters.posted_since')}>
      <select id={id} name="posted_since" className={styles.control} defaultValue={defaultValue}>
        <option value="">{t('property_list.filters.posted_any')}</option>
        {postedSinceOptions.map((option) => (
          <option key={option} value={option}>
            {t(`property_list.posted_since.${option}`)}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

const flagNames = ['promoted', 'most_viewed', 'most_liked'] as const;

export function FlagFields({ checked }: { checked: ReadonlySet<string> }) {
  const { t } = useSiteText();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('property_list.filters.show_only')}</legend>
      {flagNames.map((name) => (
        <label key={name} className={styles.check}>
          <input type="checkbox" name={name} value="1" defaultChecked={checked.has(name)} />
          <span>{t(`property_list.filters.${name}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
