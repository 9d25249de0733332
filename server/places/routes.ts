import { route } from '../http/route';
import { getCities } from './get-cities';

export const placeRoutes = [
  route('GET', 'get-cities-data', {
    auth: 'none',
    publicCache: { sMaxAge: 300, staleWhileRevalidate: 1800 },
    handle: async ({ db }) => ({ data: await getCities(db) }),
  }),
];
