import fs from 'node:fs';
import path from 'node:path';
import { localizedPath } from '@/utils/localized-path';

/** The default language: its pages have no prefix (`/`, while Arabic is `/ar/…`). */
export const defaultLocale = 'en';

let built: string[] | null = null;

/**
 * The languages of the URL, as next.config.mjs builds them: one per translation file in
 * locales/ (the languages table may hide one, never add one).
 */
export function siteLocales(): string[] {
  built ??= fs
    .readdirSync(path.join(process.cwd(), 'locales'))
    .filter((name) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?\.json$/.test(name))
    .map((name) => name.replace(/\.json$/, ''))
    .sort((a, b) => (a === defaultLocale ? -1 : b === defaultLocale ? 1 : a.localeCompare(b)));
  return built;
}

/** The same page in every language. */
export function pathsInEveryLocale(sitePath: string): string[] {
  return siteLocales().map((locale) => localizedPath(sitePath, locale, defaultLocale));
}
