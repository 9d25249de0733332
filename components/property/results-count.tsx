import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/listing-list.module.css';
import { numberFormat } from '@/utils/intl-formatters';

export interface ResultsCountProps {
  total: number;
  /** The total is the cap (1,000), more match: shown as "1,000+". */
  isCapped: boolean;
}

/** "30 properties found", or "1,000+ properties found" past the cap, in the visitor's digits. */
export function ResultsCount({ total, isCapped }: ResultsCountProps) {
  const { t, tCount, locale } = useSiteText();
  return (
    <p className={styles.count} role="status">
      {isCapped
        ? t('property_list.count_capped', { count: numberFormat(locale).format(total) })
        : tCount('property_list.count', total)}
    </p>
  );
}
