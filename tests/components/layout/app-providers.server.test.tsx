// @vitest-environment node
import type { AppProps } from 'next/app';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { useWebSettings } from '@/api/settings/get-web-settings';
import { useTranslation } from '@/hooks/use-translation';
import App from '@/pages/_app';
import { aLanguageFile, arabic, english, someWebSettings } from '../../support/client-fixtures';

function GreetingPage() {
  const { t, dir } = useTranslation();
  const { data: settings } = useWebSettings();
  return <main dir={dir}>{t('home.welcome', { company: settings?.company_name ?? '' })}</main>;
}

const pageProps: PageBaseProps = {
  settings: someWebSettings({ company_name: 'Hearth' }),
  language: aLanguageFile(arabic, { 'home.welcome': 'مرحبا بكم في {company}' }),
  languages: [english, arabic],
  dehydratedState: null,
};

describe('the app on the server', () => {
  it('renders the page at once with the settings and language it was given, without waiting for storage', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <App Component={GreetingPage} pageProps={pageProps} router={{} as AppProps['router']} />,
    );
    expect(html).toContain('<main dir="rtl">مرحبا بكم في Hearth</main>');
  });
});
