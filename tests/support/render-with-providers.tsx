import { render, type RenderResult } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { QueryKey } from '@tanstack/react-query';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import english from '@/locales/en.json';
import type { LanguageDto } from '@/contracts/dto/language-dto';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import type { RootState } from '@/store/make-store';
import { initialLanguageState } from '@/store/slices/language-slice';
import { initialSettingsState } from '@/store/slices/settings-slice';
import { makeTestProviders, type TestProviders } from './client-providers';
import {
  aLanguageFile,
  arabic,
  english as englishLanguage,
  someWebSettings,
} from './client-fixtures';

/** A Pages Router stand-in: records navigation, never leaves the page. */
export function aMockRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  return {
    basePath: '',
    pathname: '/',
    route: '/',
    asPath: '/',
    query: {},
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(() => Promise.resolve()),
    beforePopState: vi.fn(),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    ...overrides,
  };
}

export interface RenderWithProvidersOptions {
  /** Web settings in the store; null for none (static error pages). Default: test settings. */
  settings?: WebSettingsDto | null;
  /** The selected language with the English strings; null for none. Default: English. */
  language?: LanguageDto | null;
  languages?: LanguageDto[];
  router?: Partial<NextRouter>;
  preloaded?: Partial<RootState>;
  /** Query data placed in the QueryClient before rendering, as a page's prefetch would. */
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
}

export interface RenderWithProvidersResult extends RenderResult, TestProviders {
  router: NextRouter;
}

/**
 * Renders with the app's providers: a store holding settings and the English language (by
 * default), a non-retrying QueryClient, and a mocked Pages Router.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const settings = options.settings === undefined ? someWebSettings() : options.settings;
  const language = options.language === undefined ? englishLanguage : options.language;
  const providers = makeTestProviders({
    settings: { ...initialSettingsState, data: settings, lastFetch: settings ? 1 : null },
    language: {
      ...initialLanguageState,
      languages: options.languages ?? [englishLanguage, arabic],
      selectedLanguage: language ? aLanguageFile(language, english) : null,
    },
    ...options.preloaded,
  });
  for (const [key, data] of options.queryData ?? []) providers.queryClient.setQueryData(key, data);
  const router = aMockRouter(options.router);
  const Wrapper = providers.wrapper;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
    </Wrapper>
  );
  return Object.assign(render(ui, { wrapper }), providers, { wrapper, router });
}
