/** The language switch against the HTTP API, answered by MSW. */
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { injectStore } from '@/api/client';
import { useLanguageSwitch } from '@/hooks/use-language-switch';
import { initialLanguageState } from '@/store/slices/language-slice';
import { aLanguageFile, arabic, english } from '../support/client-fixtures';
import { makeTestProviders } from '../support/client-providers';
import { apiUrl, failEnvelope, installMswServer, okEnvelope } from '../support/msw-server';

const server = installMswServer();

afterEach(() => injectStore(null));

const englishFile = aLanguageFile(english, { 'common.search': 'Search' });
const arabicFile = aLanguageFile(arabic, { 'common.search': 'بحث' });

function renderSwitch() {
  const providers = makeTestProviders({
    language: {
      ...initialLanguageState,
      languages: [english, arabic],
      selectedLanguage: englishFile,
    },
  });
  const hook = renderHook(() => useLanguageSwitch(), { wrapper: providers.wrapper });
  return { ...providers, hook };
}

describe('useLanguageSwitch', () => {
  it('lists the languages and the selected one', () => {
    const { hook } = renderSwitch();
    expect(hook.result.current.languages).toEqual([english, arabic]);
    expect(hook.result.current.selected?.code).toBe('en');
    expect(hook.result.current.isSwitching).toBe(false);
  });

  it('switches to Arabic: fetches its file, selects it, turns the page right-to-left and remembers it in a cookie', async () => {
    const requests: URL[] = [];
    server.use(
      http.get(apiUrl('get_languages'), ({ request }) => {
        requests.push(new URL(request.url));
        return okEnvelope(arabicFile);
      }),
    );
    const { hook, store } = renderSwitch();

    await act(() => hook.result.current.switchTo('ar'));

    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      language_code: 'ar',
      web_language_file: '1',
    });
    expect(store.getState().language.selectedLanguage).toEqual(arabicFile);
    expect(store.getState().language.loading).toBe(false);
    expect(hook.result.current.selected?.code).toBe('ar');
    expect(hook.result.current.isSwitching).toBe(false);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.cookie).toContain('hearth_lang=ar');
  });

  it('switches back to a left-to-right language', async () => {
    server.use(
      http.get(apiUrl('get_languages'), ({ request }) =>
        okEnvelope(
          new URL(request.url).searchParams.get('language_code') === 'ar'
            ? arabicFile
            : englishFile,
        ),
      ),
    );
    const { hook } = renderSwitch();
    await act(() => hook.result.current.switchTo('ar'));
    await act(() => hook.result.current.switchTo('en'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('hearth_lang=en');
  });

  it('keeps the current language and writes no cookie when the file cannot be fetched', async () => {
    server.use(
      http.get(apiUrl('get_languages'), () => failEnvelope(404, 'not_found', 'Unknown language')),
    );
    const { hook, store } = renderSwitch();

    let failure: unknown;
    await act(() =>
      hook.result.current.switchTo('xx').catch((error: unknown) => (failure = error)),
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(store.getState().language.selectedLanguage).toEqual(englishFile);
    expect(store.getState().language.loading).toBe(false);
    expect(hook.result.current.isSwitching).toBe(false);
    expect(document.cookie).not.toContain('hearth_lang');
  });

  it('answers a network failure with the same rejection', async () => {
    server.use(http.get(apiUrl('get_languages'), () => HttpResponse.error()));
    const { hook } = renderSwitch();
    await expect(act(() => hook.result.current.switchTo('ar'))).rejects.toMatchObject({
      code: 'network_error',
    });
  });
});
