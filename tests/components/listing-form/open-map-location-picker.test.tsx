import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sizeLeafletMapsInThisSuite, leafletMapSize } from '../../support/leaflet-layout';
import {
  openLocationStep,
  pickDubai,
  prepareListingFormEachTest,
  type,
  valueOf,
} from './listing-form-kit';

sizeLeafletMapsInThisSuite();

prepareListingFormEachTest();

const picker = () =>
  screen.getByRole('application', { name: "Map for picking the property's location" });
const pin = () =>
  within(picker()).findByRole('button', { name: "The property's position: drag to move" });

/** Degrees of longitude per screen pixel at a zoom (Web Mercator, 256-pixel tiles). */
const degreesPerPixel = (zoom: number) => 360 / (256 * 2 ** zoom);
const centre = { x: leafletMapSize.width / 2, y: leafletMapSize.height / 2 };

describe(
  'location picker on the open map (no maps key; tile server unreachable)',
  { timeout: 20_000 },
  () => {
    it('brings the map to the chosen city, and a click on the map moves the pin there', async () => {
      await openLocationStep();
      await pin();
      await pickDubai();
      await waitFor(() => expect(valueOf('Longitude')).toBe('55.30927'));

      // The map now shows Dubai (zoom 13) in its middle: 100 px east of the middle is east of it.
      fireEvent.click(picker().querySelector('.leaflet-container') as HTMLElement, {
        clientX: centre.x + 100,
        clientY: centre.y,
      });

      await waitFor(() =>
        expect(Number(valueOf('Longitude'))).toBeCloseTo(55.30927 + 100 * degreesPerPixel(13), 4),
      );
      expect(Number(valueOf('Latitude'))).toBeCloseTo(25.07725, 4);
      // The offline picker's place stays: the open map names no place.
      expect(valueOf('Full address')).toBe('Dubai, Dubai, United Arab Emirates');
    });

    it('sets the coordinates from a drag of the pin', async () => {
      await openLocationStep();
      await pickDubai();
      await waitFor(() => expect(valueOf('Latitude')).toBe('25.07725'));
      const marker = await pin();

      // Pressed with the left button, moved 80 px up and released over the pin, as a browser
      // reports it (jsdom leaves MouseEvent.which at 0; a browser sets 1 for the left button).
      const mouse = (target: EventTarget, type: string, dy: number) => {
        const event = new MouseEvent(type, {
          bubbles: true,
          clientX: centre.x,
          clientY: centre.y + dy,
        });
        Object.defineProperty(event, 'which', { value: 1 });
        target.dispatchEvent(event);
      };
      mouse(marker, 'mousedown', 0);
      mouse(marker, 'mousemove', -40);
      mouse(marker, 'mousemove', -80);
      mouse(marker, 'mouseup', -80);

      // 80 px north at zoom 13 is 80 × 0.0172° × cos(25°) ≈ 0.0125° of latitude.
      await waitFor(() => expect(Number(valueOf('Latitude'))).toBeCloseTo(25.07725 + 0.0125, 3));
      expect(Number(valueOf('Longitude'))).toBeCloseTo(55.30927, 4);
    });

    it('moves the pin to typed coordinates', async () => {
      await openLocationStep();
      await pickDubai();
      await waitFor(() => expect(valueOf('Latitude')).toBe('25.07725'));
      type('Latitude', '25.2');
      type('Longitude', '55.27');

      // Typed coordinates bring the map there: a click in its middle picks them back.
      fireEvent.click(picker().querySelector('.leaflet-container') as HTMLElement, {
        clientX: centre.x,
        clientY: centre.y,
      });
      await waitFor(() => expect(Number(valueOf('Latitude'))).toBeCloseTo(25.2, 3));
      expect(Number(valueOf('Longitude'))).toBeCloseTo(55.27, 3);
    });
  },
);
