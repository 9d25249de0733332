import { useId } from 'react';
import type { CityDto } from '@/contracts/dto/city-dto';
import { SearchIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { listPathFromFormData } from '@/components/listing/list-filters';
import { paths } from '@/utils/paths';
import styles from './hero-search-form.module.css';
import { ListingSearchForm } from '@/components/listing/listing-search-form';

export interface HeroSearchFormProps {
  cities: readonly CityDto[];
}

/**
 * A plain GET form to the property list, so search works without JavaScript; with it, the
 * empty fields are left out of the URL.
 */
export function HeroSearchForm({ cities }: HeroSearchFormProps) {
  const { t } = useSiteText();
  const id = useId();

  return (
    <ListingSearchForm
      className={styles.form}
      action={paths.properties()}
      label={t('home.search.label')}
      pathOf={(data) => listPathFromFormData(data)}
    >
      <div className={`${styles.field} ${styles.keyword}`}>
        <label htmlFor={`${id}-search`}>{t('home.search.keyword')}</label>
        <input
          id={`${id}-search`}
          name="search"
          type="search"
          placeholder={t('home.search.keyword_placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-city`}>{t('home.search.city')}</label>
        <select id={`${id}-city`} name="city" defaultValue="">
          <option value="">{t('home.search.any_city')}</option>
          {cities.map((city) => (
            <option key={`${city.city}|${city.state}|${city.country}`} value={city.city}>
              {city.city}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>{t('home.search.type')}</label>
        <select id={`${id}-type`} name="property_type" defaultValue="">
          <option value="">{t('home.search.any_type')}</option>
          <option value="sell">{t('home.search.buy')}</option>
          <option value="rent">{t('home.search.rent')}</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-max-price`}>{t('home.search.max_price')}</label>
        <input
          id={`${id}-max-price`}
          name="max_price"
          type="number"
          min={0}
          step="any"
          inputMode="numeric"
          placeholder={t('home.search.no_limit')}
        />
      </div>
      <button type="submit" className={`button button-accent ${styles.submit}`}>
        <SearchIcon size={20} />
        <span>{t('home.search.submit')}</span>
      </button>
    </ListingSearchForm>
  );
}
