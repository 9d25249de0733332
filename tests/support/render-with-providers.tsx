import type { UserRole } from '@/contracts/dto/session-dto';
import { render, type RenderResult } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { QueryKey } from '@tanstack/react-query';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import english from '@/locales/en.json';
import type { LanguageDto, LanguageFileDto } from '@/contracts/dto/language-dto';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { languageKeys } from '@/contracts/query-keys/languages-keys';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import type { RootState } from '@/store/make-store';
import { initialSessionState } from '@/store/slices/session-slice';
import { makeTestProviders, type TestProviders } from './client-providers';
import {
  aLanguageFile,
  arabic,
  aSession,
  aSessionUser,
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
    locale: 'en',
    locales: ['en', 'ar'],
    defaultLocale: 'en',
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
  /** Web settings as a page prefetches them; null for none (static error pages). Default: test settings. */
  settings?: WebSettingsDto | null;
  /** The page's language with the English strings; null for none. Default: English. */
  language?: LanguageDto | null;
  /** The page's language with its own strings (wins over `language`). */
  languageFile?: LanguageFileDto;
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
 * Renders with the app's providers: the Redux store, a non-retrying QueryClient holding the
 * settings and languages a page prefetches, the page's language (English by default), and a
 * mocked Pages Router.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const settings = options.settings === undefined ? someWebSettings() : options.settings;
  const language = options.language === undefined ? englishLanguage : options.language;
  const providers = makeTestProviders({
    preloaded: options.preloaded,
    language: options.languageFile ?? (language ? aLanguageFile(language, english) : null),
  });
  if (settings) {
    providers.queryClient.setQueryData(settingsKeys.web(), settings);
    // A signed-in viewer's settings are fetched once with the session; answered here already.
    const viewerId = providers.store.getState().session.data?.user.id;
    if (viewerId) providers.queryClient.setQueryData(settingsKeys.web(viewerId), settings);
  }
  providers.queryClient.setQueryData(
    languageKeys.list(),
    options.languages ?? [englishLanguage, arabic],
  );
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

/** The router at a page: `router: atPage('/user/projects')`. */
export function atPage(path: string, query: NextRouter['query'] = {}): Partial<NextRouter> {
  return { pathname: path, asPath: path, query };
}

/** Renders for a signed-in user, with role 'user' unless `role` says otherwise. */
export function renderSignedIn(
  ui: ReactElement,
  { role = 'user', ...options }: RenderWithProvidersOptions & { role?: UserRole } = {},
): RenderWithProvidersResult {
  const session = { ...initialSessionState, data: aSession({ user: aSessionUser({ role }) }) };
  return renderWithProviders(ui, { ...options, preloaded: { ...options.preloaded, session } });
}
