import Head from 'next/head';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useLanguages } from '@/api/languages/get-languages';
import { localizedPath } from '@/utils/localized-path';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './page-shell.module.css';
import { useSiteSettings } from './use-site-settings';
import { useSiteText } from './use-site-text';

/** A JSON-LD document (schema.org), one object or several. */
export type JsonLd = Record<string, unknown> | Record<string, unknown>[];

export interface PageShellProps {
  /** The page's own title; the company name is appended ("Villas | Hearth"). */
  title: string;
  description: string;
  /**
   * Path of the canonical URL ("/properties-details/sunny-villa") without a language prefix: the
   * page's language is added, the site URL joined, and the same path in every language offered
   * becomes an `hreflang` alternate (with `x-default`, the default language). Null for pages
   * that have none (error pages).
   */
  canonicalPath: string | null;
  /** Share image: absolute, or a site path such as "/media/…". */
  image?: string | null;
  jsonLd?: JsonLd;
  noIndex?: boolean;
  children: ReactNode;
}

function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^(https?:)?\/\//i.test(pathOrUrl) || pathOrUrl.startsWith('data:')) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** JSON for a <script> element: "<" escaped so no "</script>" in the data can end it. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

interface Alternate {
  hrefLang: string;
  href: string;
}

/** The page's own URL in its language, and its URL in every language offered. */
function usePageUrls(canonicalPath: string | null, siteUrl: string) {
  const router = useRouter();
  const { data: languages = [] } = useLanguages();
  const defaultLocale = router.defaultLocale ?? 'en';
  const current = router.locale ?? defaultLocale;
  if (!siteUrl || canonicalPath === null) return { canonicalUrl: null, alternates: [] };
  const urlIn = (locale: string) =>
    absoluteUrl(siteUrl, localizedPath(canonicalPath, locale, defaultLocale));
  const offered = languages.map((language) => language.code);
  const alternates: Alternate[] =
    offered.length > 1
      ? [
          ...offered.map((code) => ({ hrefLang: code, href: urlIn(code) })),
          { hrefLang: 'x-default', href: urlIn(defaultLocale) },
        ]
      : [];
  return { canonicalUrl: urlIn(current), alternates };
}

/** The frame of every page: head tags for search and sharing, skip link, header, main, footer. */
export function PageShell(props: PageShellProps) {
  const { title, description, canonicalPath, image, jsonLd, noIndex = false, children } = props;
  const settings = useSiteSettings();
  const { t, locale, dir } = useSiteText();
  const siteName = settings.company_name;
  const fullTitle = title && title !== siteName ? `${title} | ${siteName}` : siteName;
  const { canonicalUrl, alternates } = usePageUrls(canonicalPath, settings.site_url);
  const shareImageSource = image || settings.web_logo;
  const shareImage =
    shareImageSource && !shareImageSource.startsWith('data:')
      ? absoluteUrl(settings.site_url, shareImageSource)
      : null;

  return (
    <>
      <Head>
        <title key="title">{fullTitle}</title>
        <meta key="description" name="description" content={description} />
        {noIndex ? <meta key="robots" name="robots" content="noindex, follow" /> : null}
        {canonicalUrl ? <link key="canonical" rel="canonical" href={canonicalUrl} /> : null}
        {noIndex
          ? null
          : alternates.map((alternate) => (
              <link
                key={`alternate-${alternate.hrefLang}`}
                rel="alternate"
                hrefLang={alternate.hrefLang}
                href={alternate.href}
              />
            ))}
        <meta key="og:type" property="og:type" content="website" />
        <meta key="og:site_name" property="og:site_name" content={siteName} />
        <meta key="og:title" property="og:title" content={fullTitle} />
        <meta key="og:description" property="og:description" content={description} />
        <meta key="og:locale" property="og:locale" content={locale} />
        {canonicalUrl ? <meta key="og:url" property="og:url" content={canonicalUrl} /> : null}
        {shareImage ? <meta key="og:image" property="og:image" content={shareImage} /> : null}
        <meta
          key="twitter:card"
          name="twitter:card"
          content={shareImage ? 'summary_large_image' : 'summary'}
        />
        <meta key="twitter:title" name="twitter:title" content={fullTitle} />
        <meta key="twitter:description" name="twitter:description" content={description} />
        {shareImage ? <meta key="twitter:image" name="twitter:image" content={shareImage} /> : null}
        {jsonLd ? (
          <script
            key="json-ld"
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
          />
        ) : null}
      </Head>
      <div className={styles.shell} dir={dir} lang={locale}>
        <a className={styles.skipLink} href="#main">
          {t('nav.skip_to_content')}
        </a>
        <SiteHeader />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </div>
    </>
  );
}
