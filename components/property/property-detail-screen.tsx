import { useSiteText } from '@/components/layout/use-site-text';
import { usePropertyDetail } from '@/api/properties/get-property-detail';
import type { PropertyDetailPageProps } from '@/contracts/property-page-props';
import { locationText } from '@/components/listing/property-card';
import { paths } from '@/utils/paths';
import {
  ListingDetailScreen,
  type ListingDetailKind,
} from '@/components/listing/listing-detail-page';
import { LazyListingActions } from './listing-action-links';
import { MortgageEstimateLink } from './mortgage-estimate-link';
import { OwnerCard } from './owner-card';
import { ListingDescription } from '@/components/listing/listing-description';
import { PropertyFacilities } from './property-facilities';
import { PropertyFacts } from '@/components/listing/property-facts';
import { PropertyLocation } from './property-location';
import { PropertyMedia } from '@/components/listing/property-media';
import { PropertyParameters } from './property-parameters';
import { SimilarProperties } from './similar-properties';
import { useReportView } from './use-report-view';
import { useViewerFlags } from './use-viewer-flags';

const propertyDetailKind: ListingDetailKind = {
  pathOf: paths.propertyDetail,
  texts: 'property.detail',
  list: { textKey: 'nav.properties', href: paths.properties },
  cityHref: (city) => (city ? paths.propertiesInCity(city) : null),
};

/** /properties-details/{slug}: everything about one listing (a static page, see server/ssr). */
export function PropertyDetailScreen({ slug, seo }: Pick<PropertyDetailPageProps, 'slug' | 'seo'>) {
  const { t } = useSiteText();
  const detail = usePropertyDetail(slug);
  useViewerFlags(slug);
  useReportView(detail.data?.id);
  return (
    <ListingDetailScreen
      slug={slug}
      seo={seo}
      detail={detail}
      kind={propertyDetailKind}
      content={(property) => ({
        place: locationText(property),
        mainPhoto: { id: 'title', image: property.title_image, card: property.title_image_card },
        summary: (
          <>
            <PropertyFacts property={property} />
            <LazyListingActions property={property} />
            <MortgageEstimateLink property={property} />
          </>
        ),
        ownerCard: (
          <OwnerCard
            owner={property.owner}
            isPremiumLocked={property.premium_locked}
            listing={property}
          />
        ),
        after: <SimilarProperties slug={property.slug_id} excludeId={property.id} />,
        children: (
          <>
            <PropertyParameters parameters={property.all_parameters} />
            <ListingDescription
              title={t('property.description.title')}
              description={property.description}
            />
            <PropertyFacilities facilities={property.facilities} />
            <PropertyMedia
              title={property.title}
              videoLink={property.video_link}
              threeDImage={property.three_d_image}
              documents={property.documents}
            />
            <PropertyLocation property={property} />
          </>
        ),
      })}
    />
  );
}
