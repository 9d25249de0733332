import { useId } from 'react';
import { useSimilarProperties } from '@/api/properties/get-similar-properties';
import { PropertyGrid } from '@/components/listing/property-grid';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/similar-properties.module.css';

/** Listings like this one (same category and place), as cards; nothing when there are none. */
export function SimilarProperties({ slug, excludeId }: { slug: string; excludeId: number }) {
  const { t } = useSiteText();
  const headingId = useId();
  const { data } = useSimilarProperties(slug);
  const similar = (data ?? []).filter((property) => property.id !== excludeId);
  if (similar.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.title}>
          {t('property.similar.title')}
        </h2>
        <PropertyGrid properties={similar} headingLevel="h3" />
      </div>
    </section>
  );
}
