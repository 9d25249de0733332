import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { LanguageFileDto } from '@/contracts/dto/language-dto';
import { injectStore } from '@/api/client';
import { appQueryDefaults } from '@/api/query-client';
import { SiteSettingsProvider } from '@/components/layout/site-settings-provider';
import { PageLanguageContext } from '@/hooks/use-translation';
import { makeStore, type AppStore, type RootState } from '@/store/make-store';

export interface TestProviders {
  store: AppStore;
  queryClient: QueryClient;
  /** For `render(ui, { wrapper })` and `renderHook(hook, { wrapper })`. */
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

export interface TestProvidersOptions {
  preloaded?: Partial<RootState>;
  /** The page's language with its strings (what a page's props carry); none by default. */
  language?: LanguageFileDto | null;
}

/**
 * The app's real Redux store (no persistence) injected into the real API client, a query client
 * with the app's defaults (data a test preloads stays fresh, as a page's prefetch does) that does
 * not retry and keeps its data, and the page's language, wrapped around what a test renders.
 */
export function makeTestProviders(options: TestProvidersOptions = {}): TestProviders {
  const store = makeStore(options.preloaded, { persist: false });
  injectStore(store);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...appQueryDefaults, retry: false, gcTime: Infinity } },
  });
  const language = options.language ?? null;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <PageLanguageContext.Provider value={language}>
          <SiteSettingsProvider>{children}</SiteSettingsProvider>
        </PageLanguageContext.Provider>
      </QueryClientProvider>
    </Provider>
  );
  return { store, queryClient, wrapper };
}
