/**
 * A site path in one language (Next's i18n routing): as it is in the default language, under
 * `/<code>` in the others — `/properties` and `/ar/properties`, `/` and `/ar`.
 */
export function localizedPath(sitePath: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return sitePath;
  return sitePath === '/' ? `/${locale}` : `/${locale}${sitePath}`;
}
