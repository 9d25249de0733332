import type { GetServerSideProps } from 'next';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { getDatabase } from '../db/client';
import { loadPageBase } from './load-page-base';

/**
 * `/admin/listings`: the shell only. The review queue loads in the browser with the session:
 * visitors go to the sign-in page, signed-in non-admins see a 403 panel, and the API itself
 * answers 403 to anyone but an admin. Never cached by shared caches.
 */
export const getServerSideProps: GetServerSideProps<PageBaseProps> = async (context) => {
  const db = await getDatabase();
  context.res.setHeader('Cache-Control', 'private, no-store');
  return { props: await loadPageBase(db, context, null) };
};
