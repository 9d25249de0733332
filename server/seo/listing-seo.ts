import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { paths } from '@/utils/paths';
import { absoluteUrl } from '@/utils/absolute-url';
import type { ListingSeo } from '@/contracts/property-page-props';

/**
 * What search engines and link previews get of a listing page. Computed on the server and
 * handed to the page as a prop, so this code stays out of the browser bundle.
 */
export function listingSeo(property: PropertyDetailDto, settings: WebSettingsDto): ListingSeo {
  return { ...listingMeta(property), jsonLd: listingJsonLd(property, settings) };
}

export type ListingMeta = Omit<ListingSeo, 'jsonLd'>;

/** Text on one line, cut at a word to at most `max` characters with an ellipsis. */
export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const nonEmpty = (value: string | null | undefined) =>
  value && value.trim() !== '' ? value.trim() : null;

/** Title, description and keywords: the listing's meta fields when set, else its own text. */
/** The meta fields every kind's page shares: the owner's SEO text, else the listing's own. */
export interface ListingMetaSource {
  title: string;
  description: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
}

/** A listing page's meta: its SEO fields when set, else its title, text and main photo. */
export function pageMetaOf(listing: ListingMetaSource, mainPhoto: string | null): ListingMeta {
  return {
    title: nonEmpty(listing.meta_title) ?? listing.title,
    description: nonEmpty(listing.meta_description) ?? summarise(listing.description),
    keywords: nonEmpty(listing.meta_keywords),
    image: mainPhoto ?? nonEmpty(listing.meta_image),
  };
}

export function listingMeta(property: PropertyDetailDto): ListingMeta {
  return pageMetaOf(property, property.title_image);
}

/** The main photo and the gallery's, once each, as absolute URLs. */
export function photoUrls(
  mainPhoto: string | null,
  gallery: readonly { image: string }[],
  siteUrl: string,
): string[] {
  const photos = [mainPhoto, ...gallery.map((photo) => photo.image)];
  return [...new Set(photos.filter((photo): photo is string => Boolean(photo)))].map((photo) =>
    absoluteUrl(siteUrl, photo),
  );
}

/**
 * schema.org RealEstateListing with its Offer (price in the site's currency; sold or rented
 * listings are no longer available) and the place (postal address and coordinates).
 */
export function listingJsonLd(
  property: PropertyDetailDto,
  settings: WebSettingsDto,
): Record<string, unknown> {
  const url = absoluteUrl(settings.site_url, paths.propertyDetail(property.slug_id));
  const isTaken = property.listing_status === 'sold' || property.listing_status === 'rented';
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (property.address) address.streetAddress = property.address;
  if (property.city) address.addressLocality = property.city;
  if (property.state) address.addressRegion = property.state;
  if (property.country) address.addressCountry = property.country;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: summarise(property.description, 5000),
    url,
    image: photoUrls(property.title_image, property.gallery, settings.site_url),
    datePosted: property.created_at,
    dateModified: property.updated_at,
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: settings.selected_currency_data.code,
      availability: isTaken ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      businessFunction:
        property.property_type === 'rent'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
      url,
    },
    contentLocation: {
      '@type': 'Place',
      address,
      geo: {
        '@type': 'GeoCoordinates',
        latitude: property.latitude,
        longitude: property.longitude,
      },
    },
  };
}
