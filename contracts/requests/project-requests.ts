import { mixed, number, object, string, type InferType, type Schema } from 'yup';
import { fieldMessage } from '../field-message';
import { projectTypes, type ProjectType } from '../dto/project-dto';
import { postedSinceOptions, type PostedSince } from '../property-list-options';
import {
  emptyAsMissing,
  emptyToNull,
  emptyToUndefined,
  formIdField,
  idListField,
  moneyField,
  placeField,
  queryIdField,
  queryPriceField,
  reportReasonFields,
  searchField,
  slugField,
  statusSwitchField,
  text,
} from './field-kit';
import {
  everyKindFields,
  jsonListField,
  listingTextLimits,
  removedFileFields,
} from './listing-field-rules';
import { reviewDecisionFields, reviewQueueQuerySchema } from './moderation-requests';
import { optionalFlag, pageFields, queryFlag } from './paging';

/**
 * Request schemas of the project calls (spec §3 "Project", §5, §7), shared by the project form
 * and the server. Like the listing schemas they take typed form values as well as the texts of
 * a multipart body, where `plans` arrives as one field holding JSON. Files are not part of
 * these schemas: see contracts/project-upload-limits.ts.
 */
export const projectTextLimits = {
  ...listingTextLimits,
  location: 500,
  planTitle: 120,
  enquiry: 2000,
  maxPlans: 20,
} as const;

/**
 * post_project creates a project without `id` and edits one with it: on create the field is
 * required, on an edit it may be left out but not emptied.
 */
function needed<S extends Schema>(schema: S, message: string): S {
  return schema.when('id', ([id]: unknown[], current: Schema) =>
    id === undefined || id === null
      ? current.required(message)
      : current.test('not-emptied', message, (value: unknown) => value !== null && value !== ''),
  ) as S;
}

/** An exact decimal amount above zero: digits, at most 2 decimals; kept as text. */
const projectPriceField = (price: 'lowest' | 'highest') =>
  moneyField({
    format: fieldMessage('validation.project.price_number', { price }),
    zero: fieldMessage('validation.project.price_zero', { price }),
    decimals: fieldMessage('validation.project.price_decimals', { price }),
    tooLarge: fieldMessage('validation.project.price_too_large', { price }),
  });

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30), from 1900 to 2199. */
const dayField = (message: string) =>
  string()
    .trim()
    .test('day', message, (value) => {
      if (!value) return true;
      if (!/^(19|20|21)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    });

/**
 * One floor plan: `id` for a plan the project has (to rename or reorder it), none for a new
 * one; `document` is the index of its file among the request's `plan_documents` (required for
 * a new plan, replaces the file of an existing one).
 */
const planItem = object({
  id: formIdField('A plan id', 'This floor plan is not known'),
  title: string()
    .trim()
    .max(
      projectTextLimits.planTitle,
      fieldMessage('validation.project.plan_title_too_long', { max: projectTextLimits.planTitle }),
    )
    .required('validation.project.plan_title_required'),
  document: number()
    .transform(emptyToNull)
    .nullable()
    .typeError('A plan document is the index of its file in plan_documents')
    .integer('A plan document is the index of its file in plan_documents')
    .min(0, 'A plan document is the index of its file in plan_documents')
    .max(
      projectTextLimits.maxPlans - 1,
      'A plan document is the index of its file in plan_documents',
    ),
});

/** The plans in the order they are shown. */
const plansField = () =>
  jsonListField(planItem, 'The plans must be a list of { id, title, document }')
    .max(
      projectTextLimits.maxPlans,
      fieldMessage('validation.project.plans_too_many', { max: projectTextLimits.maxPlans }),
    )
    .test('unique-ids', 'validation.project.plan_once', (items) => {
      const ids = (items ?? []).flatMap((item) => (item.id ? [item.id] : []));
      return new Set(ids).size === ids.length;
    })
    .test('unique-files', 'validation.project.plan_file_once', (items) => {
      const files = (items ?? []).flatMap((item) =>
        typeof item.document === 'number' ? [item.document] : [],
      );
      return new Set(files).size === files.length;
    })
    .test('new-plan-file', 'validation.project.plan_file_required', (items) =>
      (items ?? []).every((item) => Boolean(item.id) || typeof item.document === 'number'),
    );

const limits = projectTextLimits;

/** Every field of a project (spec §3 Project) plus its price range and completion date. */
const projectFields = {
  ...everyKindFields<'update'>(needed),
  type: needed(
    mixed<ProjectType>()
      .transform(emptyToUndefined)
      .oneOf([...projectTypes], 'validation.project.type_invalid'),
    'validation.project.type_required',
  ),
  location: needed(
    text(
      limits.location,
      fieldMessage('validation.project.location_too_long', { max: limits.location }),
    ),
    'validation.listing.address_required',
  ),
  min_price: projectPriceField('lowest'),
  max_price: projectPriceField('highest').test(
    'range',
    'validation.project.price_range',
    function atLeastMin(value) {
      const min = (this.parent as { min_price?: string }).min_price;
      return !value || !min || Number(value) >= Number(min);
    },
  ),
  completion_date: dayField('validation.project.completion_date'),
  plans: plansField(),
};

/**
 * `post_project`: without `id` a new project (every required field, the main image among the
 * files); with `id` an edit of that project (only the fields sent change; `remove_plans`,
 * `remove_documents` and `remove_gallery_images` are ids of its plans, documents and photos).
 */
export const postProjectSchema = object({
  id: formIdField('id', 'This project is not known'),
  ...projectFields,
  remove_plans: idListField('remove_plans'),
  ...removedFileFields(),
});

export type PostProjectInput = InferType<typeof postProjectSchema>;
/** A new project: the fields post_project requires without `id` are there. */
export type NewProjectInput = PostProjectInput &
  Required<
    Pick<
      PostProjectInput,
      'title' | 'description' | 'type' | 'location' | 'city' | 'state' | 'country'
    >
  > & { category_id: number; latitude: number; longitude: number };
export type ProjectPlanInput = InferType<typeof planItem>;

/** The project a call is about. */
const requiredProjectId = () =>
  formIdField('project_id', 'This project is not known').required('project_id is required');

/** `delete_project`. */
export const deleteProjectSchema = object({
  id: formIdField('id', 'This project is not known').required('Say which project to delete'),
});

/** `change-project-status`: the owner switches an approved project on (1/active) or off (0/inactive). */
export const projectStatusSchema = object({
  project_id: requiredProjectId(),
  status: statusSwitchField<'active' | 'inactive'>(
    ['active', 'inactive'],
    'status is active (1) or inactive (0)',
  ),
});

const place = () => placeField('A place name is at most 100 characters');

/**
 * `get-projects` (spec §7): public projects, newest first, paged; or one by id / slug_id; or,
 * with get_similar=1 and an id or slug_id, the projects like that one. `userid` lists one
 * developer's projects. Added filters (not in the spec's table): type, min_price / max_price
 * (projects whose price range meets it), completion_before (completion date on or before).
 */
export const getProjectsQuerySchema = object({
  userid: queryIdField('userid'),
  id: queryIdField('id'),
  slug_id: slugField(),
  search: searchField(),
  get_similar: optionalFlag(),
  category_id: queryIdField('category_id'),
  city: place(),
  state: place(),
  country: place(),
  posted_since: mixed<PostedSince>()
    .transform(emptyAsMissing)
    .oneOf([...postedSinceOptions], 'posted_since is not a known period'),
  type: mixed<ProjectType>()
    .transform(emptyAsMissing)
    .oneOf([...projectTypes], 'type is upcoming, under_construction or completed'),
  min_price: queryPriceField('min_price'),
  max_price: queryPriceField('max_price'),
  completion_before: dayField('completion_before is a day, YYYY-MM-DD'),
  ...pageFields(12, 50),
});

/** `get-project-detail`: one public project by slug, optionally with similar ones. */
export const projectDetailQuerySchema = object({
  slug_id: slugField().required('slug_id is required'),
  get_similar: optionalFlag(),
});

/** `get-project-gated-detail`: one project's plans' files, documents and contact, by id or slug. */
export const projectGatedDetailQuerySchema = object({
  id: queryIdField('id'),
  slug_id: slugField(),
}).test('project-given', 'Give id or slug_id', function check(value) {
  if (value.id !== undefined || (value.slug_id ?? '') !== '') return true;
  return this.createError({ path: 'id', message: 'id or slug_id is required' });
});

/** `get-added-projects`: the caller's own projects in every state, paged. */
export const addedProjectsQuerySchema = object({
  status: mixed<'pending' | 'approved' | 'rejected' | 'active' | 'inactive'>()
    .transform(emptyAsMissing)
    .oneOf(
      ['pending', 'approved', 'rejected', 'active', 'inactive'],
      'status is pending, approved, rejected, active or inactive',
    ),
  search: searchField(),
  ...pageFields(10, 50),
});

/** `admin/projects`: the project review queue of one review state (pending by default). */
export const projectReviewQueueQuerySchema = reviewQueueQuerySchema;

/** `admin/review-project`: approve, or reject with a reason the owner will read. */
export const reviewProjectSchema = object({
  project_id: requiredProjectId(),
  ...reviewDecisionFields(),
});

/** `add-project-favourite`: type 1 saves the project, 0 removes it (like add_favourite). */
export const projectFavouriteSchema = object({
  project_id: requiredProjectId(),
  type: queryFlag().required('type is 1 (save) or 0 (remove)'),
});

/** `add-project-report` (added): like add_reports, a reason; "Other" needs a message. */
export const projectReportSchema = object({
  project_id: requiredProjectId(),
  ...reportReasonFields(),
});

/** `get-favourite-projects`. */
export const favouriteProjectsQuerySchema = object({
  ...pageFields(12, 50),
});

/** `send-project-enquiry`: a signed-in user's message to the project's developer. */
export const projectEnquirySchema = object({
  project_id: requiredProjectId(),
  message: string()
    .trim()
    .max(
      limits.enquiry,
      fieldMessage('validation.project.enquiry_message_too_long', { max: limits.enquiry }),
    )
    .required('validation.project.enquiry_message_required'),
  phone: string()
    .trim()
    .matches(/^\+?[0-9 ()-]{6,20}$/, {
      message: 'validation.project.enquiry_phone_invalid',
      excludeEmptyString: true,
    }),
});

/** `get-project-enquiries`: enquiries to the caller's projects (one project's, with project_id). */
export const projectEnquiriesQuerySchema = object({
  project_id: queryIdField('project_id'),
  ...pageFields(20, 50),
});

export type DeleteProjectInput = InferType<typeof deleteProjectSchema>;
export type ProjectStatusInput = InferType<typeof projectStatusSchema>;
export type GetProjectsQuery = InferType<typeof getProjectsQuerySchema>;
export type ProjectDetailQuery = InferType<typeof projectDetailQuerySchema>;
export type ProjectGatedDetailQuery = InferType<typeof projectGatedDetailQuerySchema>;
export type AddedProjectsQuery = InferType<typeof addedProjectsQuerySchema>;
export type ProjectReviewQueueQuery = InferType<typeof projectReviewQueueQuerySchema>;
export type ReviewProjectInput = InferType<typeof reviewProjectSchema>;
export type ProjectFavouriteInput = InferType<typeof projectFavouriteSchema>;
export type ProjectReportInput = InferType<typeof projectReportSchema>;
export type FavouriteProjectsQuery = InferType<typeof favouriteProjectsQuerySchema>;
export type ProjectEnquiryInput = InferType<typeof projectEnquirySchema>;
export type ProjectEnquiriesQuery = InferType<typeof projectEnquiriesQuerySchema>;
