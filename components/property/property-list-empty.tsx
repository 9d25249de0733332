import Link from 'next/link';
import { SearchIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/listing-list-empty.module.css';

export interface PropertyListEmptyProps {
  /** The list without filters; null when no filter is set (nothing to clear). */
  clearHref: string | null;
}

/** No listing matches: say so and offer the whole list. */
export function PropertyListEmpty({ clearHref }: PropertyListEmptyProps) {
  const { t } = useSiteText();
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <SearchIcon size={28} />
      </span>
      <h2 className={styles.title}>{t('property_list.empty.title')}</h2>
      <p className={styles.text}>
        {clearHref ? t('property_list.empty.text_filtered') : t('property_list.empty.text')}
      </p>
      {clearHref ? (
        <Link href={clearHref} className="button button-primary" prefetch={false}>
          {t('property_list.filters.clear')}
        </Link>
      ) : null}
    </div>
  );
}
