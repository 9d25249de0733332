import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResultsMap } from '@/components/map/results-map';
import type { MapPin } from '@/components/map/map-pin';
import { someWebSettings } from '../../support/client-fixtures';
import { sizeLeafletMapsInThisSuite } from '../../support/leaflet-layout';
import { renderWithProviders } from '../../support/render-with-providers';

// A file of its own: the Maps loader is one per page (module state), and here it must fail.

const pins: MapPin[] = [
  {
    id: 3,
    lat: 41.1496,
    lng: -8.611,
    title: 'Porto loft',
    href: '/properties-details/porto-loft',
    price: '$390K',
    per: '',
    image: '/media/properties/3/loft-card.jpg',
  },
];

describe('ResultsMap when Google Maps cannot be loaded (Google mocked)', () => {
  sizeLeafletMapsInThisSuite();

  it('shows the open map instead', async () => {
    vi.stubGlobal('google', {
      maps: {
        importLibrary: () =>
          Promise.reject(new Error('The Google Maps JavaScript API could not load.')),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ResultsMap pins={pins} label="Map of the results" />, {
      settings: someWebSettings({
        google_maps_api_key: 'bad-key',
        services: { ...someWebSettings().services, maps: true },
      }),
    });

    const map = screen.getByRole('region', { name: 'Map of the results' });
    expect(
      await within(map).findByRole('button', { name: 'Porto loft, $390K' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
