import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddPropertyScreen } from '@/components/listing-form/listing-form-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, someWebSettings } from '../../support/client-fixtures';
import { installMswServer } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { answerCatalogueCalls, fillDetails, findStep, next, stubImages } from './listing-form-kit';

vi.mock('next/head', () => ({
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const server = installMswServer();

interface Point {
  lat: number;
  lng: number;
}

/** A stand-in for the Maps JavaScript API: records the map's click handler and geocodes. */
const fakeMaps = vi.hoisted(() => {
  const state: { click: ((event: { latLng: unknown }) => void) | null; geocoded: Point[] } = {
    click: null,
    geocoded: [],
  };
  class Map {
    addListener(_event: string, handler: (event: { latLng: unknown }) => void) {
      state.click = handler;
    }
    panTo() {}
  }
  class Marker {
    setPosition() {}
    getPosition() {
      return null;
    }
    addListener() {}
    setMap() {}
  }
  class Geocoder {
    geocode({ location }: { location: Point }) {
      state.geocoded.push(location);
      return Promise.resolve({
        results: [
          {
            formatted_address: 'Marina Walk - Dubai Marina - Dubai - United Arab Emirates',
            address_components: [
              { long_name: 'Dubai', types: ['locality', 'political'] },
              { long_name: 'Dubai', types: ['administrative_area_level_1', 'political'] },
              { long_name: 'United Arab Emirates', types: ['country', 'political'] },
            ],
          },
        ],
      });
    }
  }
  return { state, api: { Map, Marker, Geocoder } };
});

beforeEach(() => {
  stubImages();
  answerCatalogueCalls(server);
  fakeMaps.state.click = null;
  fakeMaps.state.geocoded = [];
  vi.stubGlobal('google', { maps: fakeMaps.api });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('map location picker (maps key set)', { timeout: 20_000 }, () => {
  it('fills the place, the formatted address and the coordinates from a click on the map', async () => {
    const settings = someWebSettings({
      google_maps_api_key: 'test-key',
      services: { ...someWebSettings().services, maps: true },
    });
    renderWithProviders(<AddPropertyScreen />, {
      settings,
      preloaded: { session: { ...initialSessionState, data: aSession() } },
      router: { pathname: '/user/add-property', asPath: '/user/add-property' },
    });
    await fillDetails();
    next();
    await findStep('Location');
    expect(screen.queryByText(/The map is off on this site/)).toBeNull();
    expect(
      await screen.findByRole('application', { name: "Map for picking the property's location" }),
    ).toBeTruthy();

    await waitFor(() => expect(fakeMaps.state.click).not.toBeNull());
    fakeMaps.state.click?.({ latLng: { lat: () => 25.0805, lng: () => 55.1403 } });

    await waitFor(() => expect(valueOf('City')).toBe('Dubai'));
    expect(fakeMaps.state.geocoded).toEqual([{ lat: 25.0805, lng: 55.1403 }]);
    expect(valueOf('State or region')).toBe('Dubai');
    expect(valueOf('Country')).toBe('United Arab Emirates');
    expect(valueOf('Full address')).toBe(
      'Marina Walk - Dubai Marina - Dubai - United Arab Emirates',
    );
    expect(valueOf('Latitude')).toBe('25.080500');
    expect(valueOf('Longitude')).toBe('55.140300');
    next();
    expect(await findStep('Parameters')).toBeTruthy();
  });
});
