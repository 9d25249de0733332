import { serveMedia } from '@/server/media/serve-media';

/** Stored photos, icons and documents, served from the storage module at /api/media/<key>. */
export const config = { api: { bodyParser: false, responseLimit: false } };

export default serveMedia;
