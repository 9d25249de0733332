import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteText } from '@/components/layout/use-site-text';
import { LoadStatus } from '@/components/ui/load-status';
import styles from './listing-detail.module.css';
import { PropertyGallery, type GalleryPhoto } from './property-gallery';

/** What a detail page's loader computed for its head (server/seo). */
export interface DetailSeo {
  title: string;
  description: string;
  keywords: string | null;
  image: string | null;
  jsonLd: Record<string, unknown> | Record<string, unknown>[];
}

/** A listing's main photo: its full and card sizes, and its id in the gallery. */
export interface DetailMainPhoto {
  image: string | null;
  card: string | null;
  id: string;
}

/** A listing's gallery photos. */
export type DetailGallery = readonly { id: number; image: string; image_card: string }[];

/** The main photo first, then the gallery, each once. */
export function detailPhotos(main: DetailMainPhoto, gallery: DetailGallery): GalleryPhoto[] {
  const photos: GalleryPhoto[] = [];
  if (main.image) photos.push({ id: main.id, image: main.image, thumb: main.card ?? main.image });
  for (const photo of gallery) {
    if (photo.image === main.image) continue;
    photos.push({ id: String(photo.id), image: photo.image, thumb: photo.image_card });
  }
  return photos;
}

export interface ListingDetailPageProps {
  seo: DetailSeo;
  canonicalPath: string;
  /** The breadcrumb trail above the title: the kind's list, then its city. */
  crumbs: { label: string; links: { text: ReactNode; href: string }[] };
  title: string;
  place: string;
  photos: GalleryPhoto[];
  /** The facts and actions beside the content. */
  summary: ReactNode;
  /** The owner's (or developer's) card under the summary. */
  ownerCard: ReactNode;
  /** The sections of the page, in order. */
  children: ReactNode;
  /** Under the article (similar listings). */
  after: ReactNode;
}

/** The page of one listing of any kind: its head, trail, title, photos, summary and sections. */
export function ListingDetailPage(props: ListingDetailPageProps) {
  const { seo } = props;
  return (
    <PageShell
      title={seo.title}
      description={seo.description}
      canonicalPath={props.canonicalPath}
      image={seo.image}
      jsonLd={seo.jsonLd}
    >
      {seo.keywords ? (
        <Head>
          <meta key="keywords" name="keywords" content={seo.keywords} />
        </Head>
      ) : null}
      <article className={`container ${styles.page}`}>
        <nav className={styles.crumbs} aria-label={props.crumbs.label}>
          {props.crumbs.links.map((crumb, index) => (
            <Crumb key={crumb.href} isFirst={index === 0} href={crumb.href}>
              {crumb.text}
            </Crumb>
          ))}
        </nav>
        <header className={styles.head}>
          <h1 className={styles.title} dir="auto">
            {props.title}
          </h1>
          <p className={styles.address}>
            <bdi>{props.place}</bdi>
          </p>
        </header>
        {props.photos.length > 0 ? (
          <PropertyGallery photos={props.photos} title={props.title} />
        ) : null}
        <div className={styles.layout}>
          <aside className={styles.aside}>
            <div className={styles.summary}>{props.summary}</div>
            {props.ownerCard}
          </aside>
          <div className={styles.main}>{props.children}</div>
        </div>
      </article>
      {props.after}
    </PageShell>
  );
}

function Crumb(props: { isFirst: boolean; href: string; children: ReactNode }) {
  const link = (
    <Link href={props.href} prefetch={false}>
      {props.children}
    </Link>
  );
  return props.isFirst ? (
    link
  ) : (
    <>
      <span aria-hidden="true">/</span>
      {link}
    </>
  );
}

/** A detail page whose listing is still loading, or failed to (with "Try again"). */
export function ListingDetailLoading(props: {
  title: string;
  canonicalPath: string;
  isError: boolean;
  failedText: string;
  onRetry: () => unknown;
}) {
  return (
    <PageShell title={props.title} description="" canonicalPath={props.canonicalPath} noIndex>
      <LoadStatus
        isError={props.isError}
        failedText={props.failedText}
        onRetry={props.onRetry}
        className={`container ${styles.status}`}
      />
    </PageShell>
  );
}

/** A detail page's query: the listing once it is loaded. */
export interface DetailQuery<Listing> {
  data: Listing | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** What a kind's page shows of one loaded listing, in the frame every kind's page shares. */
export type ListingDetailContent = Pick<
  ListingDetailPageProps,
  'place' | 'summary' | 'ownerCard' | 'after' | 'children'
> & {
  /** The listing's main photo (shown first, then its gallery). */
  mainPhoto: DetailMainPhoto;
};

/**
 * How a kind's detail page is reached and named: its path, the kind's list it belongs to, the
 * city link (when the kind has one) and its text group (`{texts}.loading_title`,
 * `{texts}.load_failed`). A new kind gives one of these and its content.
 */
export interface ListingDetailKind {
  /** The kind's detail page of a slug. */
  pathOf: (slug: string) => string;
  texts: string;
  /** The trail's first link: the kind's list (its text key and page). */
  list: { textKey: string; href: () => string };
  cityHref: (city: string) => string | null;
}

export interface ListingDetailScreenProps<Listing> {
  slug: string;
  seo: DetailSeo;
  detail: DetailQuery<Listing>;
  kind: ListingDetailKind;
  content: (listing: Listing) => ListingDetailContent;
}

/** The detail screen of any kind: its page once the listing is loaded, the loading page before. */
export function ListingDetailScreen<
  Listing extends { slug_id: string; title: string; city: string; gallery: DetailGallery },
>({ slug, seo, detail, kind, content }: ListingDetailScreenProps<Listing>) {
  const { t } = useSiteText();
  const { data: listing, isError, refetch } = detail;
  if (!listing) {
    return (
      <ListingDetailLoading
        title={t(`${kind.texts}.loading_title`)}
        canonicalPath={kind.pathOf(slug)}
        isError={isError}
        failedText={t(`${kind.texts}.load_failed`)}
        onRetry={refetch}
      />
    );
  }
  const cityHref = kind.cityHref(listing.city);
  const { mainPhoto, ...shown } = content(listing);
  return (
    <ListingDetailPage
      seo={seo}
      canonicalPath={kind.pathOf(listing.slug_id)}
      crumbs={{
        label: t('listing_detail.breadcrumb_label'),
        links: [
          { text: t(kind.list.textKey), href: kind.list.href() },
          ...(cityHref === null ? [] : [{ text: <bdi>{listing.city}</bdi>, href: cityHref }]),
        ],
      }}
      title={listing.title}
      photos={detailPhotos(mainPhoto, listing.gallery)}
      {...shown}
    />
  );
}
