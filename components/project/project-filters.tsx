import Link from 'next/link';
import { useId } from 'react';
import { useCategories } from '@/api/catalogue/get-categories';
import { projectTypes } from '@/contracts/dto/project-dto';
import { completionBeforeOptions, type ProjectListFilters } from '@/contracts/project-list-filters';
import { postedSinceOptions } from '@/contracts/property-list-options';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/listing-filters.module.css';
import {
  ChoiceFilterField,
  SearchFilterField,
  cityChoices,
  filterText,
} from '@/components/listing/filter-field';
import { ListingSearchForm, usePriceOrder } from '@/components/listing/listing-search-form';
import { PriceFields } from '@/components/listing/price-range-fields';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { paths } from '@/utils/paths';
import { projectListPathFromFormData } from './project-list-path';

export interface ProjectFiltersProps {
  filters: ProjectListFilters;
  /** The cities that have public projects (the city field's choices). */
  cities: readonly string[];
}

/** The "Completed by" choices, with a day from the URL that is not one of them kept first. */
function completionChoices(current: string | undefined): string[] {
  const choices = completionBeforeOptions();
  if (current && !choices.includes(current)) choices.unshift(current);
  return choices;
}

/**
 * The project filters as a plain GET form to /projects (it works without scripts): search,
 * category, city, construction status, price range, how recently listed and when completed. With scripts,
 * applying drops the empty values, starts again on page 1 and navigates in place.
 */
export function ProjectFilters({ filters, cities }: ProjectFiltersProps) {
  const { t, locale } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const id = useId();
  const categories = useCategories().data ?? [];
  const { priceError, isInOrder } = usePriceOrder(t('project_list.filters.price_order'));

  const completionLabel = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    return day.endsWith('-12-31')
      ? t('project_list.filters.completion_by_year', {
          year: dateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(date),
        })
      : t('project_list.filters.completion_by_day', {
          date: dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date),
        });
  };

  /** A choice among the list's values, with "any" first; `text` names its label keys. */
  const choiceField = (
    name: 'category_id' | 'city' | 'type' | 'posted_since' | 'completion_before',
    text: { label: string; any: string },
    choices: { value: string | number; label: string }[],
  ) => (
    <ChoiceFilterField
      id={`${id}-${name}`}
      name={name}
      label={t(`project_list.filters.${text.label}`)}
      anyLabel={t(`project_list.filters.${text.any}`)}
      defaultValue={filterText(filters[name])}
      choices={choices}
    />
  );

  return (
    <ListingSearchForm
      key={JSON.stringify(filters)}
      className={styles.form}
      action={paths.projects()}
      label={t('project_list.filters.title')}
      pathOf={(data, form) => (isInOrder(data, form) ? projectListPathFromFormData(data) : null)}
    >
      <SearchFilterField
        id={`${id}-search`}
        label={t('project_list.filters.search')}
        placeholder={t('project_list.filters.search_placeholder')}
        defaultValue={filterText(filters.search)}
      />
      {choiceField(
        'category_id',
        { label: 'category', any: 'category_any' },
        categories.map((category) => ({ value: category.id, label: nameOf(category) })),
      )}
      {choiceField(
        'city',
        { label: 'city', any: 'city_any' },
        cityChoices(cities, filterText(filters.city)),
      )}
      {choiceField(
        'type',
        { label: 'type', any: 'type_any' },
        projectTypes.map((type) => ({ value: type, label: t(`project_list.type.${type}`) })),
      )}
      <PriceFields list="project_list" filters={filters} error={priceError} />
      {choiceField(
        'posted_since',
        { label: 'posted_since', any: 'posted_any' },
        postedSinceOptions.map((option) => ({
          value: option,
          label: t(`project_list.posted_since.${option}`),
        })),
      )}
      {choiceField(
        'completion_before',
        { label: 'completion_before', any: 'completion_any' },
        completionChoices(filters.completion_before).map((day) => ({
          value: day,
          label: completionLabel(day),
        })),
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('project_list.filters.apply')}
        </button>
        <Link href={paths.projects()} className={styles.clear} prefetch={false}>
          {t('project_list.filters.clear')}
        </Link>
      </div>
    </ListingSearchForm>
  );
}
