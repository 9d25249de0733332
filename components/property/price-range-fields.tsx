import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/listing-filters.module.css';

export interface PriceFieldsProps {
  id: string;
  min: string;
  max: string;
  /** Shown under the fields when the minimum is above the maximum. */
  error: string | null;
}

/** Minimum and maximum price (`min_price`, `max_price`), with the order error under them. */
export function PriceFields({ id, min, max, error }: PriceFieldsProps) {
  const { t } = useSiteText();
  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('property_list.filters.price')}</legend>
      <div className={styles.pair}>
        {(['min', 'max'] as const).map((side) => (
          <div key={side} className={styles.field}>
            <label htmlFor={`${id}-${side}`} className={styles.subLabel}>
              {t(`property_list.filters.price_${side}`)}
            </label>
            <input
              id={`${id}-${side}`}
              name={`${side}_price`}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              className={styles.control}
              defaultValue={side === 'min' ? min : max}
              placeholder={t('property_list.filters.price_any')}
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
