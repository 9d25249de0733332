/**
 * The catalogue: the public lists, and the administrator's categories and parameters.
 *
 * | Call                 | Auth  | Input                                            | Success                 |
 * |----------------------|-------|--------------------------------------------------|-------------------------|
 * | GET  admin/categories| admin | limit, offset, search                            | AdminCategoryDto[]+total|
 * | POST admin/categories| admin | id?, category, slug_id?, is_active, sequence,    | 201 new / 200 changed   |
 * |                      |       | parameter_ids (in order); multipart `image` icon |                         |
 * | GET  admin/parameters| admin | limit, offset, search                            | AdminParameterDto[]+total|
 * | POST admin/parameters| admin | id?, name, type_of_parameter, type_values,       | 201 new / 200 changed   |
 * |                      |       | is_required                                      |                         |
 * | GET  admin/facilities| admin | none                                             | FacilityDto[]           |
 * | POST admin/facilities| admin | id?, name; multipart `image` icon                | 201 new / 200 changed   |
 *
 * The admin calls are additions to the spec's table. Failures: 422 validation_failed (field
 * errors), 404 an unknown id, 403 for anyone but an administrator. Nothing is deleted: a
 * category is taken off the site by `is_active=0` (its listings keep it).
 */
import {
  adminCatalogueQuerySchema,
  saveCategorySchema,
  saveParameterSchema,
} from '@/contracts/requests/admin-catalogue-requests';
import { saveFacilitySchema } from '@/contracts/requests/admin-content-requests';
import { getCategoriesSchema } from '@/contracts/requests/catalogue-requests';
import { route } from '../core/route';
import { getMediaStorage } from '../storage/media-storage';
import { catalogueIconUpload } from './catalogue-icon';
import { getAdminCategories } from './get-admin-categories';
import { getAdminParameters } from './get-admin-parameters';
import { saveCategory } from './save-category';
import { saveFacility } from './save-facility';
import { saveParameter } from './save-parameter';
import { getCategories } from './get-categories';
import { getFacilities, getFacilitiesForFilter } from './get-facilities';

const cached = { sMaxAge: 120, staleWhileRevalidate: 900 };

export const catalogueRoutes = [
  route('GET', 'get_categories', {
    auth: 'none',
    query: getCategoriesSchema,
    publicCache: cached,
    handle: async ({ db, query }) => {
      const { categories, total } = await getCategories(db, query);
      return { data: categories, total };
    },
  }),
  route('GET', 'get_facilities', {
    auth: 'none',
    publicCache: cached,
    handle: async ({ db }) => ({ data: await getFacilities(db) }),
  }),
  route('GET', 'get-facilities-for-filter', {
    auth: 'optional',
    publicCache: cached,
    handle: async ({ db }) => ({ data: await getFacilitiesForFilter(db) }),
  }),
  route('GET', 'admin/categories', {
    auth: { roles: ['administrator'] },
    query: adminCatalogueQuerySchema,
    handle: async ({ db, query }) => getAdminCategories(db, query),
  }),
  route('POST', 'admin/categories', {
    auth: { roles: ['administrator'] },
    demoGuard: true,
    body: saveCategorySchema,
    uploads: [catalogueIconUpload],
    handle: async ({ db, body, files, audit }) => ({
      ...(await saveCategory(db, body, files.image?.[0], { storage: getMediaStorage(), audit })),
      message: 'The category is saved.',
    }),
  }),
  route('GET', 'admin/parameters', {
    auth: { roles: ['administrator'] },
    query: adminCatalogueQuerySchema,
    handle: async ({ db, query }) => getAdminParameters(db, query),
  }),
  route('POST', 'admin/parameters', {
    auth: { roles: ['administrator'] },
    demoGuard: true,
    body: saveParameterSchema,
    handle: async ({ db, body, audit }) => ({
      ...(await saveParameter(db, body, audit)),
      message: 'The parameter is saved.',
    }),
  }),
  route('GET', 'admin/facilities', {
    auth: { roles: ['administrator'] },
    handle: async ({ db }) => ({ data: await getFacilities(db) }),
  }),
  route('POST', 'admin/facilities', {
    auth: { roles: ['administrator'] },
    demoGuard: true,
    body: saveFacilitySchema,
    uploads: [catalogueIconUpload],
    handle: async ({ db, body, files, audit }) => ({
      ...(await saveFacility(db, body, files.image?.[0], { storage: getMediaStorage(), audit })),
      message: 'The facility is saved.',
    }),
  }),
];
