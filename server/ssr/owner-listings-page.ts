import type { GetServerSideProps } from 'next';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { getDatabase } from '../db/client';
import { loadPageBase } from './load-page-base';

/**
 * `/user/properties`: the shell with settings and language only; the owner's listings load in
 * the browser with the session (visitors without one go to the sign-in page). Personal, so no
 * shared cache may keep it.
 */
export const getServerSideProps: GetServerSideProps<PageBaseProps> = async (context) => {
  const db = await getDatabase();
  context.res.setHeader('Cache-Control', 'private, no-store');
  return { props: await loadPageBase(db, context, null) };
};
