import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import type { ProjectSeo } from '@/contracts/project-page-props';
import { absoluteUrl } from '@/utils/absolute-url';
import { paths } from '@/utils/paths';
import { pageMetaOf, photoUrls, summarise } from './listing-seo';

/**
 * What search engines and link previews get of a project page: the project's meta fields when
 * set, else its own text; JSON-LD computed on the server and handed to the page as a prop.
 */
export function projectSeo(project: ProjectDetailDto, settings: WebSettingsDto): ProjectSeo {
  return { ...pageMetaOf(project, project.image), jsonLd: projectJsonLd(project, settings) };
}

/**
 * schema.org `Residence` (a place people will live in: the development, with its address,
 * coordinates and photos) and, when the developer gave a price range, an `AggregateOffer` for
 * the homes in it ("from" the lowest price). No floor-plan files or contact details: those
 * are gated parts.
 */
export function projectJsonLd(
  project: ProjectDetailDto,
  settings: WebSettingsDto,
): Record<string, unknown>[] {
  const url = absoluteUrl(settings.site_url, paths.projectDetail(project.slug_id));
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (project.location) address.streetAddress = project.location;
  if (project.city) address.addressLocality = project.city;
  if (project.state) address.addressRegion = project.state;
  if (project.country) address.addressCountry = project.country;
  const residence: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    '@id': `${url}#residence`,
    name: project.title,
    description: summarise(project.description, 5000),
    url,
    image: photoUrls(project.image, project.gallery, settings.site_url),
    address,
    geo: { '@type': 'GeoCoordinates', latitude: project.latitude, longitude: project.longitude },
  };
  const low = project.min_price ?? project.max_price;
  if (low === null) return [residence];
  const offer: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'AggregateOffer',
    url,
    lowPrice: low,
    priceCurrency: settings.selected_currency_data.code,
    availability:
      project.type === 'completed' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
    itemOffered: { '@id': `${url}#residence` },
  };
  if (project.max_price !== null) offer.highPrice = project.max_price;
  return [residence, offer];
}
