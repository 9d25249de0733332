import { useSimilarProperties } from '@/api/properties/get-similar-properties';
import { PropertyGrid } from '@/components/listing/property-grid';
import { SimilarListings } from '@/components/listing/similar-listings';
import { useSiteText } from '@/components/layout/use-site-text';

/** Listings like this one (same category and place), as cards; nothing when there are none. */
export function SimilarProperties({ slug, excludeId }: { slug: string; excludeId: number }) {
  const { t } = useSiteText();
  const { data } = useSimilarProperties(slug);
  const similar = (data ?? []).filter((property) => property.id !== excludeId);
  if (similar.length === 0) return null;
  return (
    <SimilarListings title={t('property.similar.title')}>
      <PropertyGrid items={similar} headingLevel="h3" />
    </SimilarListings>
  );
}
