import { useId } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { filterText } from './filter-field';
import styles from './listing-filters.module.css';

export interface PriceFieldsProps {
  /** The kind's list, whose texts (`<list>.filters.price`, `price_min`, …) the fields show. */
  list: 'property_list' | 'project_list';
  /** The list's filters, whose `min_price` and `max_price` the fields show. */
  filters: { min_price?: string | number; max_price?: string | number };
  /** Shown under the fields when the minimum is above the maximum. */
  error: string | null;
}

/**
 * A listing kind's minimum and maximum price filter (`min_price`, `max_price`), with the order
 * error under them.
 */
export function PriceFields({ list, filters, error }: PriceFieldsProps) {
  const { t } = useSiteText();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t(`${list}.filters.price`)}</legend>
      <div className={styles.pair}>
        {(['min', 'max'] as const).map((side) => (
          <div key={side} className={styles.field}>
            <label htmlFor={`${id}-${side}`} className={styles.subLabel}>
              {t(`${list}.filters.price_${side}`)}
            </label>
            <input
              id={`${id}-${side}`}
              name={`${side}_price`}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              className={styles.control}
              defaultValue={filterText(side === 'min' ? filters.min_price : filters.max_price)}
              placeholder={t(`${list}.filters.price_any`)}
              {...invalid}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
