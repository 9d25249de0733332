import Link from 'next/link';
import { useId, useState } from 'react';
import { useCategories } from '@/api/catalogue/get-categories';
import { useFacilitiesForFilter } from '@/api/catalogue/get-facilities-for-filter';
import { useCities } from '@/api/places/get-cities';
import { clearedFilters, idsOf, type PropertyListFilters } from '@/contracts/property-list-filters';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { paths } from '@/utils/paths';
import { FacilityFilter } from './facility-filter';
import {
  CityField,
  FlagFields,
  PostedSinceField,
  PropertyTypeField,
  SearchField,
} from './filter-fields';
import { chosenCategory } from '@/contracts/category-tile';
import { listPathFromFormData, propertyListPath } from '@/components/listing/list-filters';
import { ParameterFilter } from './parameter-filter';
import { filterText } from '@/components/listing/filter-field';
import { PriceFields } from '@/components/listing/price-range-fields';
import styles from '@/components/listing/listing-filters.module.css';
import { ListingSearchForm, usePriceOrder } from '@/components/listing/listing-search-form';
import { listViewParameter, type ListView } from './use-list-view';

export interface FilterFormProps {
  filters: PropertyListFilters;
  /** How the results are shown (a hidden field keeps it). */
  view: ListView;
  /** Called when the scripted form applies the filters (the drawer closes). */
  onApplied: () => void;
}

/** Filters the form has no field for but keeps: the order and a state or country from a link. */
const keptNames = ['sort', 'state', 'country'] as const;

/**
 * The filter fields as a plain GET form to /properties (it works without scripts). With
 * scripts, applying drops the empty values, starts again on page 1 and navigates in place.
 */
export function FilterForm({ filters, view, onApplied }: FilterFormProps) {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const id = useId();
  const categories = useCategories().data ?? [];
  const facilities = useFacilitiesForFilter().data ?? [];
  const cities = useCities().data ?? [];
  const [categoryChoice, setCategoryChoice] = useState<string | null>(null);
  const { priceError, isInOrder } = usePriceOrder(t('property_list.filters.price_order'));
  const categorySlug =
    categoryChoice ??
    chosenCategory(filters, categories)?.slug_id ??
    filterText(filters.category_slug_id);
  const category = categories.find((item) => item.slug_id === categorySlug) ?? null;
  const flags = new Set(keptFlags(filters));

  return (
    <ListingSearchForm
      className={styles.form}
      action={paths.properties()}
      label={t('property_list.filters.title')}
      pathOf={(data, form) => {
        if (!isInOrder(data, form)) return null;
        onApplied();
        return listPathFromFormData(data);
      }}
    >
      {view === 'grid' ? null : <input type="hidden" name={listViewParameter} value={view} />}
      {keptNames.map((name) =>
        filters[name] === undefined ? null : (
          <input key={name} type="hidden" name={name} value={filterText(filters[name])} />
        ),
      )}
      <SearchField id={`${id}-search`} defaultValue={filterText(filters.search)} />
      <div className={styles.field}>
        <label htmlFor={`${id}-category`} className={styles.label}>
          {t('property_list.filters.category')}
        </label>
        <select
          id={`${id}-category`}
          name="category_slug_id"
          className={styles.control}
          value={categorySlug}
          onChange={(event) => setCategoryChoice(event.target.value)}
        >
          <option value="">{t('property_list.filters.category_any')}</option>
          {categories.map((item) => (
            <option key={item.id} value={item.slug_id}>
              {nameOf(item)}
            </option>
          ))}
        </select>
      </div>
      <ParameterFilter
        key={category?.id ?? 'none'}
        categoryId={category?.id ?? null}
        parameterId={filterText(filters.parameter_id)}
        parameterValue={filterText(filters.parameter_value)}
      />
      <PropertyTypeField defaultValue={filterText(filters.property_type)} />
      <CityField id={`${id}-city`} defaultValue={filterText(filters.city)} cities={cities} />
      <PriceFields list="property_list" filters={filters} error={priceError} />
      <PostedSinceField id={`${id}-posted`} defaultValue={filterText(filters.posted_since)} />
      <FacilityFilter facilities={facilities} checked={idsOf(filters.outdoor_facilitiy_ids)} />
      <FlagFields checked={flags} />
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('property_list.filters.apply')}
        </button>
        <Link href={propertyListPath(clearedFilters(filters))} className={styles.clear}>
          {t('property_list.filters.clear')}
        </Link>
      </div>
    </ListingSearchForm>
  );
}

function keptFlags(filters: PropertyListFilters): string[] {
  return (['promoted', 'most_viewed', 'most_liked'] as const).filter((name) => filters[name] === 1);
}
