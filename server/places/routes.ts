import {
  offlineCitiesQuerySchema,
  offlineStatesQuerySchema,
} from '@/contracts/requests/place-requests';
import { publicRead, route } from '../core/route';
import { getCities } from './get-cities';
import { listOfflineCities, listOfflineCountries, listOfflineStates } from './offline-places';

/** The world list never changes between releases: shared caches may keep it for a day. */
const worldListCache = { sMaxAge: 86_400, staleWhileRevalidate: 604_800 };

export const placeRoutes = [
  publicRead('get-cities-data', { sMaxAge: 300, staleWhileRevalidate: 1800 }, getCities),
  // Calls added to the spec's table: the offline location picker (no maps key configured).
  route('GET', 'places/countries', {
    auth: 'none',
    publicCache: worldListCache,
    handle: async () => ({ data: await listOfflineCountries() }),
  }),
  route('GET', 'places/states', {
    auth: 'none',
    query: offlineStatesQuerySchema,
    publicCache: worldListCache,
    handle: async ({ query }) => ({ data: await listOfflineStates(query.country) }),
  }),
  route('GET', 'places/cities', {
    auth: 'none',
    query: offlineCitiesQuerySchema,
    publicCache: worldListCache,
    handle: async ({ query }) => ({ data: await listOfflineCities(query.country, query.state) }),
  }),
];
