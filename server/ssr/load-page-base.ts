import type { GetServerSidePropsContext } from 'next';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { LanguageDto } from '@/contracts/dto/language-dto';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { stringsForPage, type PageStrings } from '@/contracts/page-strings';
import { languageKeys } from '@/contracts/query-keys/languages-keys';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { cachedAggregate } from '../cache/aggregate-cache';
import type { Database } from '../db/database';
import { getLanguageFile } from '../languages/get-language-file';
import { getLanguages } from '../languages/get-languages';
import { getWebSettings } from '../settings/get-web-settings';

/** What a page loader knows of the URL's language (Next's i18n routing). */
export type LocaleContext = Pick<GetServerSidePropsContext, 'locale' | 'locales' | 'defaultLocale'>;

/** The language a page renders in: the one its URL names (`/ar/…`), else the default. */
export function pageLanguageCode(context: LocaleContext): string {
  return context.locale ?? context.defaultLocale ?? 'en';
}

/**
 * The languages the site offers: a translation file in locales/ (Next's locale list is built
 * from them) that the languages table keeps active. The table may hide a language, never add one.
 */
export async function offeredLanguages(
  db: Database,
  context: LocaleContext,
): Promise<LanguageDto[]> {
  const active = await cachedAggregate(db, 'languages', () => getLanguages(db));
  const built = context.locales;
  return built ? active.filter((language) => built.includes(language.code)) : active;
}

/** Whether the URL's language is one the site offers now (else the page is not found). */
export async function isOfferedLanguage(db: Database, context: LocaleContext): Promise<boolean> {
  const code = pageLanguageCode(context);
  return (await offeredLanguages(db, context)).some((language) => language.code === code);
}

/**
 * The props every page shares: its language with the strings it shows (`strings`: the page
 * type, see contracts/page-strings.ts; all strings without one), and the prefetched queries
 * with the site's settings and the languages offered added. Settings and strings are the same
 * for every visitor, so they come from the process cache (server/cache).
 */
export async function loadPageBase(
  db: Database,
  context: LocaleContext,
  queryClient: QueryClient = new QueryClient(),
  strings?: PageStrings,
): Promise<PageBaseProps> {
  const code = pageLanguageCode(context);
  const [settings, languages, language] = await Promise.all([
    cachedAggregate(db, 'web-settings', () => getWebSettings(db, null)),
    offeredLanguages(db, context),
    cachedAggregate(db, `language-file:${code}`, () => getLanguageFile(db, code)),
  ]);
  queryClient.setQueryData(settingsKeys.web(), settings);
  queryClient.setQueryData(languageKeys.list(), languages);
  return {
    language: { ...language, translations: stringsForPage(language.translations, strings) },
    dehydratedState: dehydrate(queryClient),
  };
}
