import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapResults } from '@/components/property/map-results';
import { aPropertyCard } from '../../support/fixtures/homepage-fixture';
import { someWebSettings } from '../../support/client-fixtures';
import { installGoogleMapsStandIn } from '../../support/google-maps-stand-in';
import { sizeLeafletMapsInThisSuite } from '../../support/leaflet-layout';
import { renderWithProviders } from '../../support/render-with-providers';

// Three listings: two in Lisbon a few hundred metres apart, one in Porto.
const properties = [
  aPropertyCard({ id: 1, slug_id: 'garden-villa', title: 'Garden villa', price: '1250000' }),
  aPropertyCard({
    id: 2,
    slug_id: 'alfama-flat',
    title: 'Alfama flat',
    price: '2450',
    property_type: 'rent',
    rentduration: 'monthly',
    latitude: 38.7115,
    longitude: -9.1305,
  }),
  aPropertyCard({
    id: 3,
    slug_id: 'porto-loft',
    title: 'Porto loft',
    price: '390000',
    city: 'Porto',
    latitude: 41.1496,
    longitude: -8.611,
  }),
];

const region = () => screen.getByRole('region', { name: 'Map of the results' });

describe('MapResults on the open map (no Maps key; tile server unreachable)', () => {
  sizeLeafletMapsInThisSuite();

  it('draws a price tag per listing of the page, with the site tiles and their credit', async () => {
    renderWithProviders(<MapResults properties={[properties[0]!, properties[2]!]} />);

    const map = region();
    const villa = await within(map).findByRole('button', { name: 'Garden villa, $1.25M' });
    expect(villa.textContent).toContain('$1.25M');
    expect(within(map).getByRole('button', { name: 'Porto loft, $390K' })).toBeTruthy();
    const tile = map.querySelector('img.leaflet-tile');
    expect(tile?.getAttribute('src')).toMatch(/^http:\/\/tiles\.hearth\.test\/\d+\/\d+\/\d+\.png$/);
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).toContain(
      '© Test tiles',
    );
  });

  it('groups listings too close to tell apart into a count', async () => {
    renderWithProviders(<MapResults properties={properties} />);

    const map = region();
    const cluster = await within(map).findByRole('button', {
      name: '2 listings here; open to zoom in',
    });
    expect(cluster.textContent).toContain('2');
    expect(within(map).getByRole('button', { name: 'Porto loft, $390K' })).toBeTruthy();
    expect(within(map).queryByRole('button', { name: /^Garden villa/ })).toBeNull();
  });

  it("opens the listing's card (photo, price, title linking to it) from its tag", async () => {
    renderWithProviders(<MapResults properties={[properties[0]!, properties[2]!]} />);

    const map = region();
    fireEvent.click(await within(map).findByRole('button', { name: 'Porto loft, $390K' }));

    const card = await within(map).findByRole('article');
    expect(within(card).getByRole('link', { name: 'Porto loft' }).getAttribute('href')).toBe(
      '/properties-details/porto-loft',
    );
    expect(within(card).getByText('$390K')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      '/media/properties/1/villa-card.jpg',
    );
    expect(within(map).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('MapResults on Google Maps (Google mocked)', () => {
  const withKey = () =>
    someWebSettings({
      google_maps_api_key: 'test-key',
      services: { ...someWebSettings().services, maps: true },
    });

  it('loads the geometry, drawing and places libraries and fits the map to the listings', async () => {
    const google = installGoogleMapsStandIn();
    renderWithProviders(<MapResults properties={properties} />, { settings: withKey() });

    await waitFor(() => expect(google.maps).toHaveLength(1));
    expect(google.libraries).toEqual(['geometry', 'drawing', 'places']);
    await waitFor(() => expect(google.maps[0]?.fittedTo).toHaveLength(3));
    const titles = google.markers.map((marker) => marker.title);
    expect(titles).toEqual(expect.arrayContaining(['Garden villa', 'Alfama flat', 'Porto loft']));
  });

  it('clusters overlapping markers and shows the others on the map', async () => {
    const google = installGoogleMapsStandIn();
    renderWithProviders(<MapResults properties={properties} />, { settings: withKey() });

    await waitFor(() =>
      expect(
        google
          .shown()
          .map((marker) => marker.title)
          .sort(),
      ).toEqual(['2 listings here; open to zoom in', 'Porto loft']),
    );
    const cluster = google.shown().find((marker) => marker.title.startsWith('2 listings'));
    expect(cluster?.label).toEqual(expect.objectContaining({ text: '2' }));
  });

  it("opens the listing's card in an info window on a marker click", async () => {
    const google = installGoogleMapsStandIn();
    renderWithProviders(<MapResults properties={properties} />, { settings: withKey() });
    await waitFor(() => expect(google.shown()).toHaveLength(2));
    const porto = google.markers.find((marker) => marker.title === 'Porto loft');
    if (!porto) throw new Error('no Porto marker');

    google.trigger(porto, 'click', {});

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Porto loft' }).getAttribute('href')).toBe(
      '/properties-details/porto-loft',
    );
    expect(within(card).getByText('$390K')).toBeTruthy();
    expect(google.infoWindows.at(-1)?.anchor).toBe(porto);
  });
});
