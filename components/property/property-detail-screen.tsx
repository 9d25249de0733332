import Head from 'next/head';
import Link from 'next/link';
import { usePropertyDetail } from '@/api/properties/get-property-detail';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import type { ListingSeo } from '@/contracts/property-page-props';
import { locationText } from '@/components/listing/property-card';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { LoadStatus } from '@/components/ui/load-status';
import { LazyListingActions } from './listing-action-links';
import { MortgageEstimateLink } from './mortgage-estimate-link';
import { OwnerCard } from './owner-card';
import { PropertyDescription } from './property-description';
import styles from './property-detail-screen.module.css';
import { PropertyFacilities } from './property-facilities';
import { PropertyFacts } from './property-facts';
import { PropertyGallery, type GalleryPhoto } from './property-gallery';
import { PropertyLocation } from './property-location';
import { PropertyMedia } from './property-media';
import { PropertyParameters } from './property-parameters';
import { SimilarProperties } from './similar-properties';
import { useReportView } from './use-report-view';
import { useViewerFlags } from './use-viewer-flags';

export interface PropertyDetailScreenProps {
  slug: string;
  /** Computed on the server (server/seo/listing-seo.ts). */
  seo: ListingSeo;
}

/** The title photo first, then the gallery, each once. */
export function listingPhotos(property: PropertyDetailDto): GalleryPhoto[] {
  const photos: GalleryPhoto[] = [];
  if (property.title_image) {
    photos.push({
      id: 'title',
      image: property.title_image,
      thumb: property.title_image_card ?? property.title_image,
    });
  }
  for (const photo of property.gallery) {
    if (photo.image === property.title_image) continue;
    photos.push({ id: String(photo.id), image: photo.image, thumb: photo.image_card });
  }
  return photos;
}

function DetailContent({ property, seo }: { property: PropertyDetailDto; seo: ListingSeo }) {
  const { t } = useSiteText();
  const meta = seo;
  const photos = listingPhotos(property);

  return (
    <PageShell
      title={meta.title}
      description={meta.description}
      canonicalPath={paths.propertyDetail(property.slug_id)}
      image={meta.image}
      jsonLd={seo.jsonLd}
    >
      {meta.keywords ? (
        <Head>
          <meta key="keywords" name="keywords" content={meta.keywords} />
        </Head>
      ) : null}
      <article className={`container ${styles.page}`}>
        <nav className={styles.crumbs} aria-label={t('property.breadcrumb_label')}>
          <Link href={paths.properties()} prefetch={false}>
            {t('nav.properties')}
          </Link>
          {property.city ? (
            <>
              <span aria-hidden="true">/</span>
              <Link href={paths.propertiesInCity(property.city)} prefetch={false}>
                <bdi>{property.city}</bdi>
              </Link>
            </>
          ) : null}
        </nav>
        <header className={styles.head}>
          <h1 className={styles.title} dir="auto">
            {property.title}
          </h1>
          <p className={styles.address}>
            <bdi>{locationText(property)}</bdi>
          </p>
        </header>
        {photos.length > 0 ? <PropertyGallery photos={photos} title={property.title} /> : null}
        <div className={styles.layout}>
          <aside className={styles.aside}>
            <div className={styles.summary}>
              <PropertyFacts property={property} />
              <LazyListingActions property={property} />
              <MortgageEstimateLink property={property} />
            </div>
            <OwnerCard owner={property.owner} isPremiumLocked={property.premium_locked} />
          </aside>
          <div className={styles.main}>
            <PropertyParameters parameters={property.all_parameters} />
            <PropertyDescription description={property.description} />
            <PropertyFacilities facilities={property.facilities} />
            <PropertyMedia
              title={property.title}
              videoLink={property.video_link}
              threeDImage={property.three_d_image}
              documents={property.documents}
            />
            <PropertyLocation property={property} />
          </div>
        </div>
      </article>
      <SimilarProperties slug={property.slug_id} excludeId={property.id} />
    </PageShell>
  );
}

/** /properties-details/{slug}: everything about one listing (a static page, see server/ssr). */
export function PropertyDetailScreen({ slug, seo }: PropertyDetailScreenProps) {
  const { t } = useSiteText();
  const { data: property, isError, refetch } = usePropertyDetail(slug);
  useViewerFlags(slug);
  useReportView(property?.id);
  if (property) return <DetailContent property={property} seo={seo} />;
  return (
    <PageShell
      title={t('property.detail.loading_title')}
      description=""
      canonicalPath={paths.propertyDetail(slug)}
      noIndex
    >
      <LoadStatus
        isError={isError}
        failedText={t('property.detail.load_failed')}
        onRetry={refetch}
        className={`container ${styles.status}`}
      />
    </PageShell>
  );
}
