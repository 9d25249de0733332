/**
 * Posting, editing and deleting listings (spec §7). Every answer is the usual envelope.
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
 */
import {
  deleteListingSchema,
  listingFieldsSchema,
  updateListingSchema,
} from '@/contracts/requests/listing-requests';
import type { RouteDefinition } from '../core/route';
import { route } from '../core/route';
import { getMediaStorage } from '../storage/media-storage';
import { deleteProperty } from './delete-property';
import { listingUploads } from './listing-files';
import { postProperty } from './post-property';
import { updateProperty } from './update-property';

const savedMessage = (reviewStatus: string): string =>
  reviewStatus === 'approved'
    ? 'Your property is saved and published.'
    : 'Your property is saved and waits for review.';

export const listingRoutes: RouteDefinition[] = [
  route('POST', 'post_property', {
    auth: 'required',
    demoGuard: true,
    body: listingFieldsSchema,
    uploads: listingUploads,
    handle: async ({ db, viewer, body, files, log }) => {
      const saved = await postProperty(db, viewer, body, files, {
        storage: getMediaStorage(),
        log,
      });
      return { data: saved, status: 201, message: savedMessage(saved.review_status) };
    },
  }),
  route('POST', 'update_post_property', {
    auth: 'required',
    demoGuard: true,
    body: updateListingSchema,
    uploads: listingUploads,
    handle: async ({ db, viewer, body, files, log }) => {
      const work = { storage: getMediaStorage(), log };
      if (body.action_type === '1') {
        await deleteProperty(db, viewer, body.id, work);
        return { data: null, message: 'The property has been deleted.' };
      }
      const saved = await updateProperty(db, viewer, body, files, work);
      return { data: saved, message: savedMessage(saved.review_status) };
    },
  }),
  route('POST', 'delete_property', {
    auth: 'required',
    demoGuard: true,
    body: deleteListingSchema,
    handle: async ({ db, viewer, body, log }) => {
      await deleteProperty(db, viewer, body.id, { storage: getMediaStorage(), log });
      return { data: null, message: 'The property has been deleted.' };
    },
  }),
];
