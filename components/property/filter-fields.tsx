import type { CityDto } from '@/contracts/dto/city-dto';
import { postedSinceOptions } from '@/contracts/property-list-options';
import { useSiteText } from '@/components/layout/use-site-text';
import {
  ChoiceFilterField,
  SearchFilterField,
  cityChoices,
} from '@/components/listing/filter-field';
import styles from '@/components/listing/listing-filters.module.css';

export interface FieldProps {
  id: string;
  defaultValue: string;
}

export function SearchField({ id, defaultValue }: FieldProps) {
  const { t } = useSiteText();
  return (
    <SearchFilterField
      id={id}
      label={t('property_list.filters.search')}
      placeholder={t('property_list.filters.search_placeholder')}
      defaultValue={defaultValue}
    />
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
  return (
    <ChoiceFilterField
      id={id}
      name="city"
      label={t('property_list.filters.city')}
      anyLabel={t('property_list.filters.city_any')}
      defaultValue={defaultValue}
      choices={cityChoices(
        cities.map((city) => city.city),
        defaultValue,
      )}
    />
  );
}

export function PostedSinceField({ id, defaultValue }: FieldProps) {
  const { t } = useSiteText();
  return (
    <ChoiceFilterField
      id={id}
      name="posted_since"
      label={t('property_list.filters.posted_since')}
      anyLabel={t('property_list.filters.posted_any')}
      defaultValue={defaultValue}
      choices={postedSinceOptions.map((option) => ({
        value: option,
        label: t(`property_list.posted_since.${option}`),
      }))}
    />
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
