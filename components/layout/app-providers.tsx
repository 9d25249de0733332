import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { Activity, useEffect, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { describeApiError } from '@/api/api-error';
import { injectStore } from '@/api/client';
import { makeQueryClient } from '@/api/query-client';
import { PageLanguageContext } from '@/hooks/use-translation';
import { SiteSettingsProvider } from './site-settings-provider';
import { makeStore, startPersistence, whenRehydrated, type AppStore } from '@/store/make-store';

export interface AppProvidersProps {
  pageProps: Partial<PageBaseProps>;
  children: ReactNode;
}

/**
 * The Redux store, React Query with the server's prefetched queries, the page's language and
 * the site's settings (read from React Query once for the page).
 * The store and the query client are made once per app instance (per request on the server).
 * Nothing waits for localStorage (no PersistGate): the session is rehydrated after the first
 * render, and authenticated requests wait for it.
 *
 * The page sits in a visible Activity boundary: React hydrates a dehydrated boundary in short,
 * interruptible slices after the root (a time-sliced lane), so hydration is not one long task
 * blocking input. (Suspense would do the same, but React streams large Suspense boundaries
 * with inline scripts the CSP refuses; Activity renders inline.) Persistence starts from inside
 * the boundary, once it has hydrated: the rehydrated session updates the store at a blocking
 * priority, which would otherwise force the whole page to hydrate at once.
 */
export function AppProviders({ pageProps, children }: AppProvidersProps) {
  const language = pageProps.language ?? null;
  const translations = useRef(language?.translations);

  const [store] = useState<AppStore>(() => {
    const made = makeStore();
    // Inject during the first render in the browser: children's effects (their first queries)
    // run before this component's effects. Never on the server, where stores are per request.
    if (typeof window !== 'undefined') injectStore(made, { whenReady: () => whenRehydrated(made) });
    return made;
  });
  const [queryClient] = useState(makeQueryClient);

  useEffect(() => {
    translations.current = language?.translations;
    // The server wrote <html lang dir> for the first page; pages opened in the browser in
    // another language (the language switch) set them here.
    if (language) {
      document.documentElement.lang = language.code;
      document.documentElement.dir = language.rtl ? 'rtl' : 'ltr';
    }
  }, [language]);

  useEffect(() => {
    injectStore(store, {
      whenReady: () => whenRehydrated(store),
      describeError: (error) => describeApiError(error, translations.current),
    });
  }, [store]);

  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={pageProps.dehydratedState ?? undefined}>
          <PageLanguageContext.Provider value={language}>
            <SiteSettingsProvider>
              <Activity mode="visible">
                {children}
                <PersistenceStart store={store} />
              </Activity>
            </SiteSettingsProvider>
          </PageLanguageContext.Provider>
        </HydrationBoundary>
      </QueryClientProvider>
    </Provider>
  );
}

/** Starts redux-persist once the page around it has hydrated (see AppProviders). */
function PersistenceStart({ store }: { store: AppStore }) {
  useEffect(() => {
    startPersistence(store);
  }, [store]);
  return null;
}
