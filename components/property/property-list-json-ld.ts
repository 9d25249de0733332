import type { JsonLd } from '@/components/layout/page-shell';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { paths } from '@/utils/paths';
import { absoluteUrl } from '@/utils/absolute-url';

export interface ListJsonLdInput {
  siteUrl: string;
  name: string;
  /** The page's own URL path (canonical). */
  path: string;
  properties: readonly PropertyCardDto[];
  total: number;
  /** Position of the first result in the whole list (page 2 of 12 starts at 13). */
  firstPosition: number;
}

/** schema.org ItemList of the results on this page, each a link to its listing. */
export function propertyListJsonLd(input: ListJsonLdInput): JsonLd {
  const { siteUrl, name, path, properties, total, firstPosition } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: absoluteUrl(siteUrl, path),
    numberOfItems: total,
    itemListElement: properties.map((property, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absoluteUrl(siteUrl, paths.propertyDetail(property.slug_id)),
      name: property.title,
    })),
  };
}
