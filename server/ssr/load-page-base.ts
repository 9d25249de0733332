import type { GetServerSidePropsContext } from 'next';
import type { DehydratedState } from '@tanstack/react-query';
import { languageCookieName, type PageBaseProps } from '@/contracts/page-base-props';
import { cachedAggregate } from '../cache/aggregate-cache';
import type { Database } from '../db/database';
import { getLanguageFile } from '../languages/get-language-file';
import { getLanguages } from '../languages/get-languages';
import { getWebSettings } from '../settings/get-web-settings';

/** The language a visitor asked for: cookie first, then Accept-Language, then the default. */
export function pickLanguageCode(
  context: Pick<GetServerSidePropsContext, 'req'>,
  offered: string[],
  fallback: string,
): string {
  const fromCookie = context.req.cookies?.[languageCookieName];
  if (fromCookie && offered.includes(fromCookie)) return fromCookie;
  const accepted = String(context.req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase())
    .find((code) => code && offered.includes(code));
  return accepted ?? (offered.includes(fallback) ? fallback : (offered[0] ?? 'en'));
}

/**
 * Settings, the chosen language with its strings, and the language list, for every page. They
 * are the same for every visitor, so they come from the process cache (server/cache).
 */
export async function loadPageBase(
  db: Database,
  context: Pick<GetServerSidePropsContext, 'req'>,
  dehydratedState: DehydratedState | null,
): Promise<PageBaseProps> {
  const [settings, languages] = await Promise.all([
    cachedAggregate(db, 'web-settings', () => getWebSettings(db, null)),
    cachedAggregate(db, 'languages', () => getLanguages(db)),
  ]);
  const code = pickLanguageCode(
    context,
    languages.map((language) => language.code),
    settings.default_language,
  );
  const language = await cachedAggregate(db, `language-file:${code}`, () =>
    getLanguageFile(db, code),
  );
  return { settings, language, languages, dehydratedState };
}
