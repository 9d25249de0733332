import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AddPropertyScreen } from '@/components/screens/listing-form-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, someWebSettings } from '../../support/client-fixtures';
import {
  installGoogleMapsStandIn,
  type GeocodeAnswer,
  type GoogleMapsStandIn,
} from '../../support/google-maps-stand-in';
import { mswServer as server } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import {
  answerCatalogueCalls,
  findStep,
  next,
  openLocationStep,
  stubImages,
  valueOf,
} from './listing-form-kit';

const dubaiMarina: GeocodeAnswer = {
  formatted_address: 'Marina Walk - Dubai Marina - Dubai - United Arab Emirates',
  address_components: [
    { long_name: 'Dubai', types: ['locality', 'political'] },
    { long_name: 'Dubai', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'United Arab Emirates', types: ['country', 'political'] },
  ],
};

let google: GoogleMapsStandIn;
let answers: GeocodeAnswer[];

beforeEach(() => {
  stubImages();
  answerCatalogueCalls(server);
  answers = [dubaiMarina];
  google = installGoogleMapsStandIn(() => answers);
});

/** A LatLng as the Maps API hands it to event handlers. */
const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

/** The form at the Location step with maps on: answers the Google map it made. */
async function openGoogleMap() {
  await openLocationStep(() =>
    renderWithProviders(<AddPropertyScreen />, {
      settings: someWebSettings({
        google_maps_api_key: 'test-key',
        services: { ...someWebSettings().services, maps: true },
      }),
      preloaded: { session: { ...initialSessionState, data: aSession() } },
      router: { pathname: '/user/add-property', asPath: '/user/add-property' },
    }),
  );
  expect(
    await screen.findByRole('application', { name: "Map for picking the property's location" }),
  ).toBeTruthy();
  await waitFor(() => expect(google.maps).toHaveLength(1));
  return google.maps[0]!;
}

describe('location picker on Google Maps (Google mocked)', { timeout: 20_000 }, () => {
  it('fills the place, the formatted address and the coordinates from a click on the map', async () => {
    const map = await openGoogleMap();
    expect(screen.queryByLabelText('Street and number')).toBeNull();

    google.trigger(map, 'click', { latLng: latLng(25.0805, 55.1403) });

    await waitFor(() => expect(valueOf('City')).toBe('Dubai'));
    expect(google.geocoded).toEqual([{ lat: 25.0805, lng: 55.1403 }]);
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

  it('sets the coordinates from a drag of the pin, and says when no address is found', async () => {
    await openGoogleMap();
    const pin = google.markers.find((marker) => marker.draggable);
    if (!pin) throw new Error('no draggable pin');
    answers = [];

    google.trigger(pin, 'dragend', { latLng: latLng(24.4539, 54.3773) });

    await waitFor(() => expect(valueOf('Latitude')).toBe('24.453900'));
    expect(valueOf('Longitude')).toBe('54.377300');
    expect(
      await screen.findByText('The address of this point could not be found. Fill it in below.'),
    ).toBeTruthy();
    expect(pin.title).toBe("The property's position: drag to move");
  });
});
