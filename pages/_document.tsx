import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import {
  htmlLanguageFromCookie,
  pageLanguage,
  type HtmlLanguage,
} from '@/components/layout/html-language';

type HearthDocumentProps = DocumentInitialProps & HtmlLanguage;

export default class HearthDocument extends Document<HtmlLanguage> {
  static override async getInitialProps(ctx: DocumentContext): Promise<HearthDocumentProps> {
    const initialProps = await Document.getInitialProps(ctx);
    return { ...initialProps, ...htmlLanguageFromCookie(ctx.req?.headers.cookie) };
  }

  override render() {
    // The page's own language is exact (its `rtl` flag comes from the database); the cookie is the
    // fallback for pages without PageBaseProps (error pages).
    const { lang, dir } = pageLanguage(this.props.__NEXT_DATA__.props?.pageProps) ?? this.props;
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
}
