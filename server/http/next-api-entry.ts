import type { NextApiResponse } from 'next';
import { getDatabase } from '../db/client';
import { createApiHandler } from './api-handler';
import { apiRoutes } from './routes';

/**
 * The API handler the Next entry uses: the full route table on the process database; pages a
 * write changed are regenerated through Next's on-demand revalidation.
 */
export const handleApiRequest = createApiHandler({
  routes: apiRoutes,
  getDatabase,
  // The Next entry hands its NextApiResponse, which can revalidate.
  revalidatePage: (res, path) => (res as NextApiResponse).revalidate(path),
});
