import { useSiteText } from '@/components/layout/use-site-text';
import styles from './owner-listings.module.css';

/** A listing's main image in a row, or a plain placeholder. */
export function ListingThumb({ image }: { image: string | null | undefined }) {
  const { t } = useSiteText();
  return image ? (
    <img className={styles.thumb} src={image} alt="" loading="lazy" />
  ) : (
    <span className={`${styles.thumb} ${styles.noImage}`}>{t('owner_listings.no_image')}</span>
  );
}
