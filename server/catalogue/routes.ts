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
import { administratorRoles } from '../core/roles';
import { publicQuery, publicRead, route, staffQuery, staffRead, staffWrite } from '../core/route';
import { staffPictureWrite } from '../storage/staff-picture-write';
import { catalogueIconMaxBytes } from './catalogue-icon';
import { getAdminCategories } from './get-admin-categories';
import { getAdminParameters } from './get-admin-parameters';
import { saveCategory } from './save-category';
import { saveFacility } from './save-facility';
import { saveParameter } from './save-parameter';
import { getCategories } from './get-categories';
import { getFacilities, getFacilitiesForFilter } from './get-facilities';

const cached = { sMaxAge: 120, staleWhileRevalidate: 900 };

export const catalogueRoutes = [
  publicQuery('get_categories', cached, getCategoriesSchema, async (db, query) => {
    const { categories, total } = await getCategories(db, query);
    return { data: categories, total };
  }),
  publicRead('get_facilities', cached, getFacilities),
  route('GET', 'get-facilities-for-filter', {
    auth: 'optional',
    publicCache: cached,
    handle: async ({ db }) => ({ data: await getFacilitiesForFilter(db) }),
  }),
  staffQuery('admin/categories', administratorRoles, adminCatalogueQuerySchema, getAdminCategories),
  staffPictureWrite('admin/categories', administratorRoles, {
    body: saveCategorySchema,
    maxBytes: catalogueIconMaxBytes,
    message: 'The category is saved.',
    save: saveCategory,
  }),
  staffQuery('admin/parameters', administratorRoles, adminCatalogueQuerySchema, getAdminParameters),
  staffWrite('admin/parameters', administratorRoles, {
    body: saveParameterSchema,
    message: 'The parameter is saved.',
    write: ({ db, body, audit }) => saveParameter(db, body, audit),
  }),
  staffRead('admin/facilities', administratorRoles, getFacilities),
  staffPictureWrite('admin/facilities', administratorRoles, {
    body: saveFacilitySchema,
    maxBytes: catalogueIconMaxBytes,
    message: 'The facility is saved.',
    save: saveFacility,
  }),
];
