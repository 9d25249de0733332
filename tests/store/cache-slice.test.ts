import { describe, expect, it } from 'vitest';
import {
  cacheSlice,
  geolocationFound,
  initialCacheState,
  selectGeolocation,
} from '@/store/slices/cache-slice';

const reduce = cacheSlice.reducer;

describe('cache slice', () => {
  it('starts without a known position', () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual({ geolocation: null });
  });

  it("keeps the browser's position once found", () => {
    const state = reduce(initialCacheState, geolocationFound({ latitude: 38.7, longitude: -9.1 }));
    expect(selectGeolocation({ cache: state })).toEqual({ latitude: 38.7, longitude: -9.1 });
  });
});
