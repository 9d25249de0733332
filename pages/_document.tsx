import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import type { LanguageFileDto } from '@/contracts/dto/language-dto';
import { languageCookieName } from '@/contracts/page-base-props';

type Dir = 'ltr' | 'rtl';

interface HtmlLanguage {
  lang: string;
  dir: Dir;
}

const defaultLanguage: HtmlLanguage = { lang: 'en', dir: 'ltr' };
const languageCodePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Languages written right to left (primary subtags). */
const rtlLanguages = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'ks',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** `<html lang dir>` from the language cookie; English, left to right, without a valid one. */
function htmlLanguageFromCookie(cookieHeader: string | undefined): HtmlLanguage {
  const code = readCookie(cookieHeader, languageCookieName);
  if (!code || !languageCodePattern.test(code)) return defaultLanguage;
  const primary = code.split('-')[0] ?? code;
  return { lang: code, dir: rtlLanguages.has(primary) ? 'rtl' : 'ltr' };
}

/** The language the page was rendered in, when its props carry one (PageBaseProps.language). */
function pageLanguage(pageProps: unknown): HtmlLanguage | null {
  if (typeof pageProps !== 'object' || pageProps === null || !('language' in pageProps)) {
    return null;
  }
  const language = (pageProps as { language?: Partial<LanguageFileDto> | null }).language;
  if (typeof language?.code !== 'string' || !languageCodePattern.test(language.code)) return null;
  return { lang: language.code, dir: language.rtl ? 'rtl' : 'ltr' };
}

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
