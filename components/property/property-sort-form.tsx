import { useRouter } from 'next/router';
import { useId } from 'react';
import { toListUrlQuery, type PropertyListFilters } from '@/contracts/property-list-filters';
import { propertySortOptions } from '@/contracts/property-list-options';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { propertyListPath } from '@/components/listing/list-filters';
import styles from './list-toolbar.module.css';
import { listViewParameter, withListView, type ListView } from './use-list-view';

export interface PropertySortFormProps {
  filters: PropertyListFilters;
  /** How the results are shown (grid, list, map): a new order keeps it. */
  view: ListView;
}

/**
 * The order of the results: a GET form that keeps the other filters (with a button when
 * scripts do not run); with scripts, choosing an order reloads the list at once, on page 1.
 */
export function PropertySortForm({ filters, view }: PropertySortFormProps) {
  const { t } = useSiteText();
  const router = useRouter();
  const id = useId();
  const { sort, ...filterFields } = toListUrlQuery(filters, 1);
  const others = view === 'grid' ? filterFields : { ...filterFields, [listViewParameter]: view };

  const choose = (value: string) => {
    const chosen = propertySortOptions.find((option) => option === value);
    const { sort: _previous, ...rest } = filters;
    const path = propertyListPath(
      chosen && chosen !== 'newest' ? { ...rest, sort: chosen } : rest,
      1,
    );
    void router.push(withListView(path, view));
  };

  return (
    <form className={styles.sort} action={paths.properties()} method="get">
      {Object.entries(others).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      <label htmlFor={id} className={`${styles.sortLabel} phone-sr-only`}>
        {t('property_list.sort.label')}
      </label>
      <select
        id={id}
        name="sort"
        className={styles.select}
        value={String(sort ?? 'newest')}
        onChange={(event) => choose(event.target.value)}
      >
        {propertySortOptions.map((option) => (
          <option key={option} value={option}>
            {t(`property_list.sort.${option}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-secondary without-scripts-only">
        {t('property_list.sort.apply')}
      </button>
    </form>
  );
}
