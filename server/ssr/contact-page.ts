import type { GetServerSidePropsContext } from 'next';
import type { ContactPageProps } from '@/contracts/contact-page-props';
import { contactFormTimeNow } from '../contact/contact-form-time';
import type { Database } from '../db/database';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { serverSidePage } from './server-side-page';

type ContactContext = Pick<GetServerSidePropsContext, 'res'> & LocaleContext;

/**
 * `/contact-us`: the page shell with the site's contact details (in the settings every page
 * has) and the moment the form was rendered. That moment is part of the page, so no shared
 * cache may keep it (a cached page would carry an old time and let robots through).
 */
export async function loadContactPage(
  db: Database,
  context: ContactContext,
  now: number = Date.now(),
): Promise<ContactPageProps> {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const base = await loadPageBase(db, context, undefined, 'contact');
  return { ...base, renderedAt: await contactFormTimeNow(db, now) };
}

export const getServerSideProps = serverSidePage<ContactPageProps>(async (db, context) => ({
  props: await loadContactPage(db, context),
}));
