// @vitest-environment node
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { languageKeys } from '@/contracts/query-keys/languages-keys';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { useWebSettings } from '@/api/settings/get-web-settings';
import { useTranslation } from '@/hooks/use-translation';
import App from '@/pages/_app';
import { aLanguageFile, arabic, english, someWebSettings } from '../../support/client-fixtures';

function GreetingPage() {
  const { t, dir } = useTranslation();
  const { data: settings } = useWebSettings();
  return <main dir={dir}>{t('home.welcome', { company: settings?.company_name ?? '' })}</main>;
}

/** What loadPageBase gives every page: the language and the prefetched settings. */
function somePageProps(): PageBaseProps {
  const queryClient = new QueryClient();
  queryClient.setQueryData(settingsKeys.web(), someWebSettings({ company_name: 'Hearth' }));
  queryClient.setQueryData(languageKeys.list(), [english, arabic]);
  return {
    language: aLanguageFile(arabic, { 'home.welcome': 'مرحبا بكم في {company}' }),
    dehydratedState: dehydrate(queryClient),
  };
}

describe('the app on the server', () => {
  it('renders the page at once with the settings and language it was given, without waiting for storage', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <App
        Component={GreetingPage}
        pageProps={somePageProps()}
        router={{} as AppProps['router']}
      />,
    );
    expect(html).toContain('<main dir="rtl">مرحبا بكم في Hearth</main>');
  });
});
