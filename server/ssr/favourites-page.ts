import type { GetServerSideProps } from 'next';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { getDatabase } from '../db/client';
import { loadPageBase } from './load-page-base';

/**
 * `/user/favourites`: the shell with settings and language only; the favourites load in the
 * browser with the session. Personal, so no shared cache may keep it.
 */
export const getServerSideProps: GetServerSideProps<PageBaseProps> = async (context) => {
  const db = await getDatabase();
  context.res.setHeader('Cache-Control', 'private, no-store');
  return { props: await loadPageBase(db, context, null) };
};
