import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentProps,
} from 'next/document';
import { htmlLanguageOfLocale, pageLanguage } from '@/components/layout/html-language';
import { addServerTiming } from '@/server/ssr/server-timing';

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

/** Times React's render of the page for the answer's Server-Timing header. */
HearthDocument.getInitialProps = async (context: DocumentContext) => {
  const started = performance.now();
  const initialProps = await context.defaultGetInitialProps(context);
  addServerTiming(context.res, 'render', performance.now() - started, 'Page render');
  return initialProps;
};
