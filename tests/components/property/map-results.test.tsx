import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MapResults } from '@/components/property/map-results';
import { aPropertyCard } from '../../support/fixtures/homepage-fixture';
import { someWebSettings } from '../../support/client-fixtures';
import { renderWithProviders } from '../../support/render-with-providers';

const properties = [
  aPropertyCard({ id: 1, slug_id: 'garden-villa', title: 'Garden villa' }),
  aPropertyCard({ id: 2, slug_id: 'porto-flat', title: 'Porto flat', city: 'Porto' }),
];

function mapsScript(): HTMLScriptElement | null {
  return document.querySelector('script[src^="https://maps.googleapis.com/maps/api/js"]');
}

afterEach(() => {
  mapsScript()?.remove();
});

describe('MapResults', () => {
  it('lists the results by city, with a notice, when the site has no maps key', () => {
    renderWithProviders(<MapResults properties={properties} />);
    expect(screen.getByRole('note').textContent).toBe(
      'The map is not available on this site; showing results by location.',
    );
    expect(screen.getByRole('region', { name: 'Lisbon, Portugal' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Porto, Portugal' })).toBeTruthy();
    expect(mapsScript()).toBeNull();
  });

  it('loads Google Maps with the key when maps are on, and falls back if it fails', async () => {
    renderWithProviders(<MapResults properties={properties} />, {
      settings: someWebSettings({
        google_maps_api_key: 'test-key',
        services: { ...someWebSettings().services, maps: true },
      }),
    });
    expect(await screen.findByRole('region', { name: 'Map of the results' })).toBeTruthy();
    await waitFor(() => expect(mapsScript()).not.toBeNull());
    const src = new URL(mapsScript()?.src ?? '');
    expect(src.searchParams.get('key')).toBe('test-key');
    expect(src.searchParams.get('libraries')).toBe('geometry,drawing,places');

    fireEvent.error(mapsScript() as HTMLScriptElement);
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Map of the results' })).toBeNull();
  });
});
