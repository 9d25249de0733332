import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { injectStore } from '@/api/client';
import { makeStore, type AppStore, type RootState } from '@/store/make-store';
import { StoreProvider } from '@/store/store-context';

export interface TestProviders {
  store: AppStore;
  queryClient: QueryClient;
  /** For `render(ui, { wrapper })` and `renderHook(hook, { wrapper })`. */
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

/**
 * A fresh store (no persistence) injected into the API client, and a query client that does not
 * retry, wrapped around what a test renders.
 */
export function makeTestProviders(preloaded: Partial<RootState> = {}): TestProviders {
  const store = makeStore(preloaded, { persist: false });
  injectStore(store);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StoreProvider>
  );
  return { store, queryClient, wrapper };
}
