import { handleApiRequest } from '@/server/http/next-api-entry';

/** The single API entry: every spec call under /api/ goes through server/http. */
export const config = { api: { bodyParser: false, responseLimit: false } };

export default handleApiRequest;
