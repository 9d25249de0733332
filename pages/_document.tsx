import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { htmlLanguageOfLocale, pageLanguage } from '@/components/layout/html-language';

export default function HearthDocument(props: DocumentProps) {
  // The page's own language is exact (its `rtl` flag comes from the database); the URL's
  // locale is the fallback for pages without PageBaseProps.
  const { lang, dir } =
    pageLanguage(props.__NEXT_DATA__.props?.pageProps) ?? htmlLanguageOfLocale(props.locale);
  return (
    <Html lang={lang} dir={dir}>
      <Head>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
