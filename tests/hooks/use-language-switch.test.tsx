/** The language switch: the URL names the language, so switching opens the page under another. */
import { act, renderHook } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectStore } from '@/api/client';
import { languageKeys } from '@/contracts/query-keys/languages-keys';
import { useLanguageSwitch } from '@/hooks/use-language-switch';
import { aLanguageFile, arabic, english } from '../support/client-fixtures';
import { makeTestProviders } from '../support/client-providers';
import { aMockRouter } from '../support/render-with-providers';

afterEach(() => injectStore(null));

function renderSwitch(push = vi.fn(() => Promise.resolve(true))) {
  const providers = makeTestProviders({
    language: aLanguageFile(english, { 'common.search': 'Search' }),
  });
  providers.queryClient.setQueryData(languageKeys.list(), [english, arabic]);
  const router = aMockRouter({
    pathname: '/properties-details/[slug]',
    query: { slug: 'sea-view-flat' },
    asPath: '/properties-details/sea-view-flat?tab=photos',
    locale: 'en',
    push,
  });
  const Wrapper = providers.wrapper;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
    </Wrapper>
  );
  const hook = renderHook(() => useLanguageSwitch(), { wrapper });
  return { ...providers, hook, router };
}

describe('useLanguageSwitch', () => {
  it("lists the languages offered and the page's own", () => {
    const { hook } = renderSwitch();
    expect(hook.result.current.languages).toEqual([english, arabic]);
    expect(hook.result.current.selected?.code).toBe('en');
    expect(hook.result.current.isSwitching).toBe(false);
  });

  it('opens the same page in Arabic and remembers the choice in the store and the cookie', async () => {
    const { hook, store, router } = renderSwitch();
    await act(() => hook.result.current.switchTo('ar'));
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/properties-details/[slug]', query: { slug: 'sea-view-flat' } },
      '/properties-details/sea-view-flat?tab=photos',
      { locale: 'ar', scroll: false },
    );
    expect(store.getState().language.selectedLanguage).toBe('ar');
    expect(document.cookie).toContain('NEXT_LOCALE=ar');
    expect(hook.result.current.isSwitching).toBe(false);
  });

  it('rejects when the page in the other language cannot be opened', async () => {
    const { hook } = renderSwitch(vi.fn(() => Promise.reject(new Error('Failed to load'))));
    await expect(act(() => hook.result.current.switchTo('ar'))).rejects.toThrow('Failed to load');
    expect(hook.result.current.isSwitching).toBe(false);
  });
});
