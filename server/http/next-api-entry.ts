import { getDatabase } from '../db/client';
import { createApiHandler } from './api-handler';
import { apiRoutes } from './routes';

/** The API handler the Next entry uses: the full route table on the process database. */
export const handleApiRequest = createApiHandler({ routes: apiRoutes, getDatabase });
