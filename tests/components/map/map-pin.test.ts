import { describe, expect, it } from 'vitest';
import { isPlaced, pointOfText, wrapLongitude } from '@/components/map/map-pin';

describe('map points', () => {
  it('takes 0, 0 and out-of-range values for "no place"', () => {
    expect(isPlaced(38.72, -9.14)).toBe(true);
    expect(isPlaced(0, 0)).toBe(false);
    expect(isPlaced(91, 10)).toBe(false);
    expect(isPlaced(Number.NaN, 10)).toBe(false);
  });

  it("reads the form's text coordinates, empty or not numbers being no point", () => {
    expect(pointOfText('25.2', '55.27')).toEqual({ lat: 25.2, lng: 55.27 });
    expect(pointOfText('', '55.27')).toBeNull();
    expect(pointOfText('north', '55.27')).toBeNull();
  });

  it('brings a longitude dragged across the date line back into range', () => {
    expect(wrapLongitude(190)).toBeCloseTo(-170);
    expect(wrapLongitude(-200)).toBeCloseTo(160);
    expect(wrapLongitude(55.27)).toBeCloseTo(55.27);
  });
});
