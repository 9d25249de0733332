import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { PropertyDetailScreen } from '@/components/property/property-detail-screen';
import { listingSeo } from '@/server/seo/listing-seo';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { someWebSettings } from '../../support/client-fixtures';
import { aPropertyCard } from '../../support/fixtures/homepage-fixture';
import { giveLeafletMapsASize } from '../../support/leaflet-layout';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { aPropertyDetail } from './property-fixtures';

const slug = 'sunny-garden-villa';
const similar = [
  aPropertyCard({ id: 5, slug_id: 'olive-house', title: 'Olive house', price: '310000' }),
];

function renderDetail(detail: PropertyDetailDto = aPropertyDetail()) {
  server.use(
    http.get(apiUrl('get_property'), ({ request }) =>
      new URL(request.url).searchParams.get('get_simiilar') === '1'
        ? okEnvelope(similar)
        : okEnvelope([detail]),
    ),
    http.get(apiUrl('get_nearby_properties'), () => okEnvelope([])),
  );
  const seo = listingSeo(detail, someWebSettings());
  return renderWithProviders(<PropertyDetailScreen slug={slug} seo={seo} />, {
    router: { pathname: '/properties-details/[slug]', asPath: `/properties-details/${slug}` },
    queryData: [
      [propertyKeys.detail(slug), detail],
      [propertyKeys.similar(slug), similar],
    ],
  });
}

function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function definition(term: string): string {
  const dt = screen.getAllByText(term).find((element) => element.tagName === 'DT');
  return dt?.nextElementSibling?.textContent ?? '';
}

describe('PropertyDetailScreen', () => {
  it('shows the title, price and key facts', () => {
    renderDetail(aPropertyDetail({ total_views: 1234 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sunny garden villa' })).toBeTruthy();
    expect(screen.getByText('$1.25M')).toBeTruthy();
    expect(definition('Type')).toBe('For sale');
    expect(definition('Category')).toBe('Villa');
    expect(definition('Views')).toBe('1,234');
    expect(definition('Likes')).toBe('8');
  });

  it('offers a mortgage estimate for a sale, filled in with its price and a 20 % down payment', () => {
    renderDetail(aPropertyDetail({ property_type: 'sell', price: '1250000' }));
    const estimate = screen.getByRole('link', { name: 'Estimate the monthly mortgage payment' });
    const url = new URL(estimate.getAttribute('href') ?? '', 'http://hearth.test');
    expect(url.pathname).toBe('/mortgage-calculator');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      loan_amount: '1250000',
      down_payment: '250000',
    });
  });

  it('offers no mortgage estimate for a rental', () => {
    renderDetail(
      aPropertyDetail({ property_type: 'rent', rentduration: 'monthly', price: '1800' }),
    );
    expect(
      screen.queryByRole('link', { name: 'Estimate the monthly mortgage payment' }),
    ).toBeNull();
  });

  it('shows a rent listing per month and a rented badge', () => {
    renderDetail(
      aPropertyDetail({
        property_type: 'rent',
        rentduration: 'monthly',
        price: '1800',
        listing_status: 'rented',
      }),
    );
    expect(screen.getByText('/month')).toBeTruthy();
    expect(definition('Rent period')).toBe('Monthly');
    // The listing's own labels come first; the similar listings' cards have theirs.
    const badges = screen.getAllByRole('list', { name: 'Listing labels' })[0] as HTMLElement;
    expect(within(badges).getByText('Rented')).toBeTruthy();
  });

  it('lists the parameters and the facilities with their distances', () => {
    renderDetail();
    const features = region('Features');
    expect(within(features).getByText('Bedrooms').nextElementSibling?.textContent).toBe('4');
    expect(within(features).getByText('Furnishing').nextElementSibling?.textContent).toBe(
      'Furnished',
    );
    const nearby = region('What is nearby');
    const items = within(nearby)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Metro station0.8 km', 'School1.5 km']);
  });

  it('shows the owner card; visitors are asked to sign in for the contact details', () => {
    renderDetail();
    const owner = region('Listed by');
    expect(within(owner).getByText('Joao Silva')).toBeTruthy();
    expect(within(owner).getByText('Verified agent')).toBeTruthy();
    expect(within(owner).getByText('7 listings')).toBeTruthy();
    expect(within(owner).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/properties-details/${slug}`)}`,
    );
  });

  it('shows the contact details when the listing carries them', () => {
    renderDetail(
      aPropertyDetail({
        owner: {
          ...aPropertyDetail().owner,
          mobile: '+351 910 000 000',
          email: 'joao@example.test',
        },
      }),
    );
    const owner = region('Listed by');
    expect(within(owner).getByRole('link', { name: '+351 910 000 000' }).getAttribute('href')).toBe(
      'tel:+351910000000',
    );
    expect(within(owner).getByRole('link', { name: 'joao@example.test' })).toBeTruthy();
  });

  it('shows the place on the open map without a maps key (tile server unreachable)', async () => {
    const restoreLayout = giveLeafletMapsASize();
    try {
      renderDetail();
      const map = region('Map showing where Sunny garden villa is');
      await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
      expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
        /^http:\/\/tiles\.hearth\.test\/15\//,
      );
    } finally {
      restoreLayout();
    }
  });

  it('embeds the YouTube video and links to OpenStreetMap', () => {
    renderDetail();
    expect(screen.getByTitle('Video of Sunny garden villa').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByRole('link', { name: 'Floor plan.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in OpenStreetMap' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=38.720000&mlon=-9.140000#map=16/38.720000/-9.140000',
    );
  });

  it('describes the listing for search engines: RealEstateListing with an Offer', () => {
    renderDetail(
      aPropertyDetail({
        meta_title: 'Villa with garden in Lisbon',
        meta_keywords: 'villa, lisbon',
      }),
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    const listing = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(listing['@type']).toBe('RealEstateListing');
    expect(listing.url).toBe(`http://hearth.test/properties-details/${slug}`);
    expect(listing.offers).toEqual(
      expect.objectContaining({
        '@type': 'Offer',
        price: '1250000.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      }),
    );
    expect(listing.image).toEqual([
      'http://hearth.test/media/properties/1/villa.jpg',
      'http://hearth.test/media/properties/1/garden.jpg',
      'http://hearth.test/media/properties/1/kitchen.jpg',
    ]);
    expect(listing.contentLocation).toEqual(
      expect.objectContaining({
        address: expect.objectContaining({ addressLocality: 'Lisbon' }),
        geo: { '@type': 'GeoCoordinates', latitude: 38.72, longitude: -9.14 },
      }),
    );
    expect(document.title).toBe('Villa with garden in Lisbon | Hearth');
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'villa, lisbon',
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'http://hearth.test/media/properties/1/villa.jpg',
    );
  });

  it('shows similar listings', () => {
    renderDetail();
    const section = region('Similar properties');
    expect(within(section).getByRole('link', { name: 'Olive house' })).toBeTruthy();
  });
});
