import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { injectStore } from '@/api/client';
import { makeQueryClient } from '@/api/query-client';
import { makeStore, startPersistence, whenRehydrated, type RootState } from '@/store/make-store';
import { initialLanguageState } from '@/store/slices/language-slice';
import { initialSettingsState } from '@/store/slices/settings-slice';
import { StoreProvider } from '@/store/store-context';

export interface AppProvidersProps {
  pageProps: Partial<PageBaseProps>;
  children: ReactNode;
}

/** The store's first state from what the server rendered with (settings and language). */
export function preloadedStateFrom(pageProps: Partial<PageBaseProps>): Partial<RootState> {
  const preloaded: Partial<RootState> = {};
  if (pageProps.settings) {
    preloaded.settings = {
      ...initialSettingsState,
      data: pageProps.settings,
      lastFetch: Date.now(),
    };
  }
  if (pageProps.language || pageProps.languages) {
    preloaded.language = {
      ...initialLanguageState,
      languages: pageProps.languages ?? [],
      selectedLanguage: pageProps.language ?? null,
    };
  }
  return preloaded;
}

/**
 * The store, React Query and the server's prefetched queries. The store and the query client are
 * made once per app instance (per request on the server). Nothing waits for localStorage: the
 * session is rehydrated after the first render, and authenticated requests wait for it.
 */
export function AppProviders({ pageProps, children }: AppProvidersProps) {
  const [store] = useState(() => {
    const made = makeStore(preloadedStateFrom(pageProps));
    // Inject during the first render in the browser: children's effects (their first queries)
    // run before this component's effects. Never on the server, where stores are per request.
    if (typeof window !== 'undefined') {
      injectStore(made, { whenReady: () => whenRehydrated(made) });
    }
    return made;
  });
  const [queryClient] = useState(makeQueryClient);

  useEffect(() => {
    injectStore(store, { whenReady: () => whenRehydrated(store) });
    startPersistence(store);
  }, [store]);

  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={pageProps.dehydratedState ?? undefined}>
          {children}
        </HydrationBoundary>
      </QueryClientProvider>
    </StoreProvider>
  );
}
