import type { DynamicOptionsLoadingProps } from 'next/dynamic';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './map.module.css';

/**
 * What a map's frame shows until the map's code has arrived (also the server's render), and
 * when that code could not be fetched: a message and a retry.
 */
export function MapPlaceholder({ error, retry }: Partial<DynamicOptionsLoadingProps>) {
  const { t } = useSiteText();
  if (error) {
    return (
      <div className={styles.placeholder} role="alert">
        <p>{t('map.load_failed')}</p>
        {retry ? (
          <button type="button" className="button button-secondary" onClick={retry}>
            {t('common.try_again')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.placeholder}>
      <p>{t('map.loading')}</p>
    </div>
  );
}
