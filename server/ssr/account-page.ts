import type { GetServerSideProps } from 'next';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { getDatabase } from '../db/client';
import { loadPageBase } from './load-page-base';

/**
 * Account pages (sign-in, registration, password reset, /user/*): the shell with settings and
 * language only; their content renders in the browser from the session. They differ per
 * visitor, so no shared cache may keep them.
 */
export const getServerSideProps: GetServerSideProps<PageBaseProps> = async (context) => {
  const db = await getDatabase();
  context.res.setHeader('Cache-Control', 'private, no-store');
  return { props: await loadPageBase(db, context, null) };
};
