import { route } from '../http/route';
import { getHomepage } from './get-homepage';

export const propertyRoutes = [
  route('GET', 'homepage-data', {
    auth: 'optional',
    publicCache: { sMaxAge: 60, staleWhileRevalidate: 600 },
    handle: async ({ db }) => ({ data: await getHomepage(db) }),
  }),
];
