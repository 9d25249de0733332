import { route } from '../core/route';
import { getWebSettings } from './get-web-settings';

export const settingsRoutes = [
  route('GET', 'web-settings', {
    auth: 'optional',
    publicCache: { sMaxAge: 60, staleWhileRevalidate: 600 },
    handle: async ({ db, viewer }) => ({ data: await getWebSettings(db, viewer) }),
  }),
];
