import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { makeStore } from '@/store/make-store';
import { geolocationFound } from '@/store/slices/cache-slice';
import { signInSucceeded } from '@/store/slices/session-slice';
import { StoreProvider } from '@/store/store-context';
import { aSession } from '../support/client-fixtures';

function setup() {
  const store = makeStore({}, { persist: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>{children}</StoreProvider>
  );
  return { store, wrapper };
}

describe('store hooks', () => {
  it('give the store and its dispatch', () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => ({ store: useAppStore(), dispatch: useAppDispatch() }), {
      wrapper,
    });
    expect(result.current.store).toBe(store);
    expect(result.current.dispatch).toBe(store.dispatch);
  });

  it('re-render with the selected state when it changes, and not for other changes', () => {
    const { store, wrapper } = setup();
    const renders = vi.fn();
    function Name() {
      const token = useAppSelector((state) => state.session.data?.token ?? 'guest');
      renders(token);
      return <p>{token}</p>;
    }
    render(<Name />, { wrapper });
    expect(screen.getByText('guest')).toBeDefined();
    act(() => {
      store.dispatch(geolocationFound({ latitude: 1, longitude: 2 }));
    });
    expect(renders).toHaveBeenCalledTimes(1);
    act(() => {
      store.dispatch(signInSucceeded(aSession()));
    });
    expect(screen.getByText('token-abc')).toBeDefined();
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('keep an equal selection, by the equality function, without re-rendering', () => {
    const { store, wrapper } = setup();
    const selections: unknown[] = [];
    function Position() {
      const position = useAppSelector(
        (state) => ({ isKnown: state.cache.geolocation !== null }),
        (a, b) => a.isKnown === b.isKnown,
      );
      selections.push(position);
      return <p>{String(position.isKnown)}</p>;
    }
    render(<Position />, { wrapper });
    act(() => {
      store.dispatch(signInSucceeded(aSession()));
    });
    expect(selections).toHaveLength(1);
    act(() => {
      store.dispatch(geolocationFound({ latitude: 1, longitude: 2 }));
    });
    expect(screen.getByText('true')).toBeDefined();
    expect(selections).toHaveLength(2);
  });

  it('render on the server from the current state', () => {
    const store = makeStore({}, { persist: false });
    store.dispatch(signInSucceeded(aSession()));
    function Token() {
      return <p>{useAppSelector((state) => state.session.data?.token)}</p>;
    }
    expect(
      renderToString(
        <StoreProvider store={store}>
          <Token />
        </StoreProvider>,
      ),
    ).toContain('token-abc');
  });

  it('need a StoreProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAppStore())).toThrow(/StoreProvider/);
    vi.restoreAllMocks();
  });
});
