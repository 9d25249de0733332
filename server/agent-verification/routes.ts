/**
 * Agent verification (spec §3, §4, §7; DOMAIN-RULES "Agent verification"). Every answer is the
 * usual envelope.
 *
 * | Call                                   | Auth     | Input                          | Success                          |
 * |----------------------------------------|----------|--------------------------------|----------------------------------|
 * | GET  get-agent-verification-form-fields| required | none                           | VerificationFormFieldDto[]       |
 * | POST apply-agent-verification          | required | form_fields: [{ id, value }];  | 201 VerificationFormValuesDto    |
 * |                                        |          | multipart with form_files      | (status pending)                 |
 * | GET  get-agent-verification-form-values| required | none                           | VerificationFormValuesDto        |
 * | GET  admin/verification-submissions    | admin    | status, search, limit, offset  | VerificationSubmissionDto[]+total|
 * | POST admin/review-verification         | admin    | submission_id, decision, reason| VerificationSubmissionDto        |
 * | GET  admin/verification-form-fields    | admin    | none                           | fields, inactive ones too        |
 * | POST admin/save-verification-form-field| admin    | id?, name, field_type, options,| 201 new / 200 changed field      |
 * |                                        |          | is_required, rank, is_active   |                                  |
 *
 * apply-agent-verification as JSON: `{ "form_fields": [{ "id": 1, "value": "Ada" },
 * { "id": 4, "value": ["Sales", "Rentals"] }] }` (a checkbox answers a list). With files, a
 * multipart body: `form_fields` one field holding that JSON list, the files as `form_files`
 * (JPEG, PNG or PDF, at most 5 MB each, 10 in all), and a file field's value the index of its
 * file among them ("0", "1" …). Field errors are keyed `form_fields.<field id>`.
 * Failures: 422 validation_failed (a required field empty, a number that is none, an option
 * not offered, a text too long, a field not in the form, a file of the wrong kind or unread),
 * 413 (a file over 5 MB), 409 verification_under_review (a submission waits for review), 409
 * conflict (already verified, or no form defined), 401 without a session.
 *
 * The admin calls are additions to the spec's table (it shows no admin side), named like
 * admin/listings and admin/review-listing: 403 forbidden for anyone else, 404 an unknown
 * submission or field, 409 conflict when the user applied again since (only the latest is
 * decided). `options` of a saved field is a list (in a form, one field holding JSON); radio,
 * checkbox and dropdown fields need two or more, other types none.
 */
import { administratorRoles, moderationRoles } from '../core/roles';
import {
  applyAgentVerificationSchema,
  reviewVerificationSchema,
  saveVerificationFieldSchema,
  verificationQueueQuerySchema,
} from '@/contracts/requests/agent-verification-requests';
import type { RouteDefinition } from '../core/route';
import { route, staffQuery, staffRead, staffWrite } from '../core/route';
import { getMediaStorage } from '../storage/media-storage';
import { applyAgentVerification } from './apply-agent-verification';
import { getVerificationFormAdmin } from './get-verification-form-admin';
import { getVerificationFormFields } from './get-verification-form-fields';
import { getVerificationFormValues } from './get-verification-form-values';
import { getVerificationQueue } from './get-verification-queue';
import { reviewVerification } from './review-verification';
import { saveVerificationFormField } from './save-verification-form-field';
import { verificationUploads } from './verification-files';

export const agentVerificationRoutes: RouteDefinition[] = [
  route('GET', 'get-agent-verification-form-fields', {
    auth: 'required',
    handle: async ({ db }) => ({ data: await getVerificationFormFields(db) }),
  }),
  route('POST', 'apply-agent-verification', {
    auth: 'required',
    demoGuard: true,
    body: applyAgentVerificationSchema,
    uploads: verificationUploads,
    handle: async ({ db, viewer, body, files, log }) => ({
      data: await applyAgentVerification(db, viewer, body, files, {
        storage: getMediaStorage(),
        log,
      }),
      status: 201,
      message: 'Your verification is submitted and waits for review.',
    }),
  }),
  route('GET', 'get-agent-verification-form-values', {
    auth: 'required',
    handle: async ({ db, viewer }) => ({ data: await getVerificationFormValues(db, viewer) }),
  }),
  staffQuery(
    'admin/verification-submissions',
    moderationRoles,
    verificationQueueQuerySchema,
    getVerificationQueue,
  ),
  staffWrite('admin/review-verification', moderationRoles, {
    body: reviewVerificationSchema,
    write: ({ db, viewer, body, log }) => reviewVerification(db, viewer, body, log),
  }),
  staffRead('admin/verification-form-fields', administratorRoles, getVerificationFormAdmin),
  staffWrite('admin/save-verification-form-field', administratorRoles, {
    body: saveVerificationFieldSchema,
    message: 'The form field is saved.',
    write: ({ db, body }) => saveVerificationFormField(db, body),
  }),
];
