import type { JsonLd } from '@/components/layout/page-shell';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { paths } from '@/utils/paths';

function absolute(siteUrl: string, path: string): string {
  if (!path || /^https?:\/\//i.test(path)) return path;
  return `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** schema.org Organization + WebSite (with a sitelinks search box) for the home page. */
export function homeJsonLd(settings: WebSettingsDto): JsonLd {
  const siteUrl = settings.site_url;
  const home = absolute(siteUrl, paths.home());
  const sameAs = Object.values(settings.social_links).filter((link) => link !== '');
  const organization: Record<string, unknown> = {
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: settings.company_name,
    url: home,
  };
  if (settings.web_logo && !settings.web_logo.startsWith('data:')) {
    organization.logo = absolute(siteUrl, settings.web_logo);
  }
  if (settings.company_email) organization.email = settings.company_email;
  if (settings.company_tel) organization.telephone = settings.company_tel;
  if (settings.company_address) organization.address = settings.company_address;
  if (sameAs.length > 0) organization.sameAs = sameAs;

  const website = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: settings.company_name,
    url: home,
    publisher: { '@id': `${home}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        // The placeholder must stay literal, so it is not run through the query encoder.
        urlTemplate: `${absolute(siteUrl, paths.properties())}?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
}
