import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGeolocation } from '@/hooks/use-geolocation';
import { makeTestProviders } from '../support/client-providers';

type GetPosition = Geolocation['getCurrentPosition'];

function stubGeolocation(getCurrentPosition: GetPosition) {
  const spy = vi.fn(getCurrentPosition);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: spy },
  });
  return spy;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

function positionAt(latitude: number, longitude: number): GeolocationPosition {
  return { coords: { latitude, longitude } } as GeolocationPosition;
}

describe('useGeolocation', () => {
  it('keeps the position the browser reports', () => {
    stubGeolocation((onSuccess) => onSuccess(positionAt(38.7, -9.1)));
    const { store, wrapper } = makeTestProviders();
    const { result } = renderHook(() => useGeolocation(), { wrapper });
    expect(store.getState().cache.geolocation).toEqual({ latitude: 38.7, longitude: -9.1 });
    expect(result.current).toEqual({ latitude: 38.7, longitude: -9.1 });
  });

  it('asks the browser only once per app start', () => {
    const spy = stubGeolocation(() => undefined);
    const { wrapper } = makeTestProviders();
    renderHook(() => useGeolocation(), { wrapper }).unmount();
    renderHook(() => useGeolocation(), { wrapper });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('ignores a denial silently', () => {
    stubGeolocation((_onSuccess, onError) =>
      onError?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    const { store, wrapper } = makeTestProviders();
    expect(() => renderHook(() => useGeolocation(), { wrapper })).not.toThrow();
    expect(store.getState().cache.geolocation).toBeNull();
  });

  it('does nothing in a browser without geolocation', () => {
    const { store, wrapper } = makeTestProviders();
    expect(() => renderHook(() => useGeolocation(), { wrapper })).not.toThrow();
    expect(store.getState().cache.geolocation).toBeNull();
  });
});
