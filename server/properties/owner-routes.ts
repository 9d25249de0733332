/**
 * The owner's and the admin's side of properties (spec §7): posting, editing, deleting,
 * status changes, the owner's list, interested users, the form's data and the review. Every
 * answer is the usual envelope.
 *
 * | Call                       | Auth     | Input                                          | Success               |
 * |----------------------------|----------|------------------------------------------------|-----------------------|
 * | POST post_property         | required | listingFieldsSchema; multipart with the files  | 201 ListingSavedDto   |
 * |                            |          | (title_image required) or JSON without files   |                       |
 * | POST update_post_property  | required | updateListingSchema: id + the fields to change;| 200 ListingSavedDto   |
 * |                            |          | action_type=1 deletes instead                  | (200 null on delete)  |
 * | POST delete_property       | required | id                                             | 200 null              |
 *
 * Files: title_image, gallery_images (or gallery_images[]), documents, three_d_image,
 * meta_image; limits in contracts/listing-upload-limits.ts. `parameters` and `facilities` are
 * lists, in multipart one field each holding JSON. The owner is the session's user; `userid`
 * and admin-only fields (review status, promotion, views …) are ignored.
 * Failures: 422 validation_failed (field errors, also for unknown category / parameter /
 * facility ids, bad or foreign remove_* ids, files of the wrong kind by their bytes, photos
 * under 120 × 120 or over the pixel cap), 413 (a file over its size), 403 profile_incomplete /
 * verification_pending / verification_failed / verification_required (the listing gates),
 * 403 forbidden (someone else's listing), 404 (unknown id), 409 listing_locked (sold or
 * rented), 409 conflict (slug taken).
 *
 * Calls added to the spec's table: GET get-owner-property (slug_id): one of the caller's own
 * listings in any state, for the owner's view /my-property/{slug_id}; GET listing-form: the
 * listing form's gate and editable listing (the session is a bearer token the browser holds,
 * so the form pages ask for this once the session is known); GET admin/listings and POST
 * admin/review-listing: the admin's review of listings (approve, reject with a reason); POST
 * admin/review-listing-changes: the review of an approved listing's edit (its `changes` tab).
 */
import { listingFormQuerySchema } from '@/contracts/requests/listing-form-requests';
import {
  deleteListingSchema,
  listingFieldsSchema,
  updateListingSchema,
} from '@/contracts/requests/listing-requests';
import { reviewListingSchema } from '@/contracts/requests/moderation-requests';
import {
  interestedUsersQuerySchema,
  ownerListingsQuerySchema,
  ownerPropertyQuerySchema,
  propertyStatusSchema,
} from '@/contracts/requests/owner-listing-requests';
import { accountQuery, route, type RouteDefinition } from '../core/route';
import { deleteListing } from '../listings/delete-listing';
import {
  listingSaveRoute,
  ownerListingRoutes,
  ownerSentences,
} from '../listings/owner-listing-routes';
import { postListing } from '../listings/post-listing';
import { updateListing } from '../listings/update-listing';
import { changePropertyStatus } from './change-property-status';
import { getInterestedUsers } from './get-interested-users';
import { getListingFormData } from './get-listing-form-data';
import { getOwnerProperty } from './get-owner-property';
import { ownerPropertyFilterSql } from './owner-property-filter';
import { propertyEditor } from './property-editor';
import { propertyKind } from './property-kind';

const sentences = ownerSentences('property');

export const ownerPropertyRoutes: RouteDefinition[] = [
  listingSaveRoute(
    propertyKind,
    sentences,
    { path: 'post_property', body: listingFieldsSchema },
    async ({ db, viewer, body, files, work }) => ({
      created: await postListing(db, propertyEditor, viewer, body, files, work),
    }),
  ),
  listingSaveRoute(
    propertyKind,
    sentences,
    { path: 'update_post_property', body: updateListingSchema },
    async ({ db, viewer, body, files, work }) => {
      if (body.action_type === '1') {
        await deleteListing(db, propertyKind, viewer, body.id, work);
        return 'deleted';
      }
      return { updated: await updateListing(db, propertyEditor, viewer, body, files, work) };
    },
  ),
  ...ownerListingRoutes(propertyEditor, {
    sentences,
    delete: { path: 'delete_property', body: deleteListingSchema },
    ownerList: {
      path: 'get-added-properties',
      query: ownerListingsQuerySchema,
      filter: ownerPropertyFilterSql,
    },
    reviewQueue: 'admin/listings',
    review: {
      path: 'admin/review-listing',
      body: reviewListingSchema,
      listingId: (body) => body.property_id,
    },
  }),
  route('GET', 'listing-form', {
    auth: 'required',
    query: listingFormQuerySchema,
    handle: async ({ db, viewer, query }) => ({
      data: await getListingFormData(db, viewer, query.slug_id || undefined),
    }),
  }),
  route('GET', 'get-owner-property', {
    auth: 'required',
    query: ownerPropertyQuerySchema,
    handle: async ({ db, query, viewer }) => ({
      data: await getOwnerProperty(db, viewer, query),
    }),
  }),
  ...(['update_property_status', 'change-property-status'] as const).map((path) =>
    route('POST', path, {
      auth: 'required',
      demoGuard: true,
      body: propertyStatusSchema,
      handle: async ({ db, body, viewer }) => changePropertyStatus(db, viewer, body),
    }),
  ),
  accountQuery('get_interested_users', interestedUsersQuerySchema, getInterestedUsers),
];
