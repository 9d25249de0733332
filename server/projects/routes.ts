/**
 * Projects: new developments with floor plans (spec §3 Project, §7; issue 12). Every answer is
 * the usual envelope.
 *
 * | Call                          | Auth     | Input                                  | Success                    |
 * |-------------------------------|----------|----------------------------------------|----------------------------|
 * | POST post_project             | required | postProjectSchema; multipart files     | 201 new / 200 edit,        |
 * |                               |          | (image required on create)             | ProjectSavedDto            |
 * | GET  get-projects             | optional | getProjectsQuerySchema                 | ProjectCardDto[] + total   |
 * | GET  get-project-detail       | optional | slug_id, get_similar                   | ProjectDetailDto           |
 * | GET  get-project-gated-detail | required | id or slug_id                          | ProjectGatedDetailDto      |
 * | GET  get-added-projects       | required | status, search, limit, offset          | OwnerProjectDto[] + total  |
 * | POST delete_project           | required | id                                     | null                       |
 * | POST change-project-status    | required | project_id, status (active/1, 0)       | OwnerProjectDto            |
 * | GET  admin/projects           | admin    | review_status, search, limit, offset   | ReviewQueueProjectDto[]    |
 * | POST admin/review-project     | admin    | project_id, decision, reason           | ReviewQueueProjectDto      |
 * | POST admin/review-project-changes | admin | project_id, decision, reason          | ReviewQueueProjectDto      |
 * | POST add-project-favourite    | required | project_id, type (1 save, 0 remove)    | { project_id, is_favourite}|
 * | GET  get-favourite-projects   | required | limit, offset                          | ProjectCardDto[] + total   |
 * | POST add-project-report       | required | project_id, reason_id, other_message   | 201 { id, project_id,      |
 * |                               |          |                                        | reason_id, status }        |
 * | POST send-project-enquiry     | required | project_id, message, phone             | 201 { id, project_id }     |
 * | GET  get-project-enquiries    | required | project_id, limit, offset              | ProjectEnquiryDto[]        |
 *
 * get-project-detail answers a hidden project (pending, rejected, inactive) to its owner and
 * admins only (a preview); public answers are the same for everyone.
 *
 * Calls added to the spec's table: get-project-gated-detail (the parts a package will gate:
 * floor-plan files, documents, contact; never in a static page), admin/projects and
 * admin/review-project (the admin's review, like admin/listings), add-project-favourite and
 * get-favourite-projects (favourites of projects), add-project-report (a report of a project,
 * with add_reports' rules: 404 unknown or hidden, 422 one's own, 409 a second open report),
 * send-project-enquiry and get-project-enquiries (an enquiry to the developer, stored for the
 * owner until chat exists).
 *
 * post_project files: image, meta_image, gallery_images (or gallery_images[]), documents,
 * plan_documents; `plans` is a list (in multipart one field holding JSON) of { id?, title,
 * document? } where `document` is the index of the plan's file among plan_documents.
 * Failures: 422 validation_failed (field errors), 413 (a file over its size), 403 the listing
 * gates (profile_incomplete, verification_*), 403 forbidden (someone else's project), 404
 * (unknown id or a hidden project), 409 conflict (slug taken), 409 invalid_status_change.
 */
import {
  addedProjectsQuerySchema,
  deleteProjectSchema,
  favouriteProjectsQuerySchema,
  getProjectsQuerySchema,
  postProjectSchema,
  projectDetailQuerySchema,
  projectEnquiriesQuerySchema,
  projectEnquirySchema,
  projectFavouriteSchema,
  projectReportSchema,
  projectGatedDetailQuerySchema,
  projectStatusSchema,
  reviewProjectSchema,
  type NewProjectInput,
} from '@/contracts/requests/project-requests';
import { accountQuery, route, type RouteDefinition } from '../core/route';
import { changeListingStatus, planSwitch } from '../listings/change-listing-status';
import { findEditableListing } from '../listings/listing-repository';
import { reviewFilterSql } from '../listings/owner-listing-filter';
import {
  listingSaveRoute,
  ownerListingRoutes,
  ownerSentences,
} from '../listings/owner-listing-routes';
import { postListing } from '../listings/post-listing';
import { reportListing } from '../listings/report-listing';
import { setListingFavourite } from '../listings/set-listing-favourite';
import { updateListing } from '../listings/update-listing';
import { getFavouriteProjects } from './get-favourite-projects';
import { getProjectDetail } from './get-project-detail';
import { getProjectEnquiries } from './get-project-enquiries';
import { getProjectGatedDetail } from './get-project-gated-detail';
import { getProjects } from './get-projects';
import { projectEditor } from './project-editor';
import { projectKind } from './project-kind';
import { sendProjectEnquiry } from './send-project-enquiry';

const sentences = ownerSentences('project');

/** Lists change as projects are approved: short shared caching only. */
const listCache = { sMaxAge: 30, staleWhileRevalidate: 300 };

export const projectRoutes: RouteDefinition[] = [
  listingSaveRoute(
    projectKind,
    sentences,
    { path: 'post_project', body: postProjectSchema },
    async ({ db, viewer, body, files, work }) => {
      const { id } = body;
      if (id) {
        return {
          updated: await updateListing(db, projectEditor, viewer, { ...body, id }, files, work),
        };
      }
      // Without an id the schema required every field of a new project.
      const input = body as NewProjectInput;
      return { created: await postListing(db, projectEditor, viewer, input, files, work) };
    },
  ),
  route('GET', 'get-projects', {
    auth: 'optional',
    query: getProjectsQuerySchema,
    publicCache: listCache,
    handle: async ({ db, query, viewer }) => getProjects(db, query, viewer),
  }),
  route('GET', 'get-project-detail', {
    auth: 'optional',
    query: projectDetailQuerySchema,
    publicCache: { sMaxAge: 60, staleWhileRevalidate: 600 },
    handle: async ({ db, query, viewer }) => ({ data: await getProjectDetail(db, query, viewer) }),
  }),
  route('GET', 'get-project-gated-detail', {
    auth: 'required',
    query: projectGatedDetailQuerySchema,
    handle: async ({ db, query, viewer }) => ({
      data: await getProjectGatedDetail(db, viewer, query),
    }),
  }),
  ...ownerListingRoutes(projectEditor, {
    sentences,
    delete: { path: 'delete_project', body: deleteProjectSchema },
    ownerList: {
      path: 'get-added-projects',
      query: addedProjectsQuerySchema,
      filter: (status) => (status ? reviewFilterSql(projectKind.table, status) : undefined),
    },
    reviewQueue: 'admin/projects',
    review: {
      path: 'admin/review-project',
      body: reviewProjectSchema,
      listingId: (body) => body.project_id,
    },
  }),
  route('POST', 'change-project-status', {
    auth: 'required',
    demoGuard: true,
    body: projectStatusSchema,
    handle: async ({ db, body, viewer }) =>
      changeListingStatus(db, projectKind, viewer, body.project_id, {
        readState: (reader, id) => findEditableListing(reader, projectKind, id),
        plan: (state) => planSwitch(projectKind, state, body.status),
      }),
  }),
  route('POST', 'add-project-favourite', {
    auth: 'required',
    body: projectFavouriteSchema,
    handle: async ({ db, body, viewer }) => {
      const isAdding = body.type === 1;
      const saved = await setListingFavourite(db, projectKind, viewer, {
        listingId: body.project_id,
        isAdding,
      });
      return {
        data: { project_id: saved.listingId, is_favourite: isAdding },
        message: isAdding ? 'Added to your favourites.' : 'Removed from your favourites.',
      };
    },
  }),
  accountQuery('get-favourite-projects', favouriteProjectsQuerySchema, getFavouriteProjects),
  route('POST', 'add-project-report', {
    auth: 'required',
    body: projectReportSchema,
    handle: async ({ db, body, viewer }) =>
      reportListing(db, projectKind, viewer, 'project_id', body),
  }),
  route('POST', 'send-project-enquiry', {
    auth: 'required',
    body: projectEnquirySchema,
    handle: async ({ db, body, viewer, log }) => sendProjectEnquiry(db, viewer, body, log),
  }),
  accountQuery('get-project-enquiries', projectEnquiriesQuerySchema, getProjectEnquiries),
];
