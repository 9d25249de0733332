import type { GetServerSidePropsContext } from 'next';
import type { SiteTextKind } from '@/contracts/dto/site-text-dto';
import type { SiteTextPageProps } from '@/contracts/content-page-props';
import { getSiteText } from '../content/get-site-text';
import type { Database } from '../db/database';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';

type SiteTextContext = Pick<GetServerSidePropsContext, 'res'> & LocaleContext;

/**
 * `/about-us`, `/privacy-policy`, `/terms-and-conditions`: the admin's text from the settings,
 * sanitized, in the page shell of the URL's language; the same for every visitor.
 */
export async function loadSiteTextPage(
  db: Database,
  context: SiteTextContext,
  kind: SiteTextKind,
): Promise<SiteTextPageProps> {
  const [text, base] = await Promise.all([
    getSiteText(db, kind),
    loadPageBase(db, context, undefined, 'siteText'),
  ]);
  setPublicPageCache(context, { sMaxAge: 300, staleWhileRevalidate: 1800 });
  return { ...base, text };
}

function siteTextPage(kind: SiteTextKind) {
  return serverSidePage<SiteTextPageProps>(async (db, context) => ({
    props: await loadSiteTextPage(db, context, kind),
  }));
}

export const getAboutServerSideProps = siteTextPage('about');
export const getPrivacyServerSideProps = siteTextPage('privacy');
export const getTermsServerSideProps = siteTextPage('terms');
