import { array, mixed, number, object, string, type InferType } from 'yup';
import { fieldMessage } from '../field-message';
import {
  optionFieldTypes,
  verificationFieldTypes,
  verificationLimits,
  verificationStatuses,
  type VerificationFieldType,
  type VerificationStatus,
} from '../agent-verification-rules';
import { distinctTextList, knownIdField, maxId, parseJsonList, searchField } from './field-kit';
import { reviewDecisionFields, reviewDecisions } from './moderation-requests';
import { limitField, offsetField, queryFlag } from './paging';

/** A value as sent: a text, a number, a list of texts (checkbox), or nothing. */
const formValue = mixed<string | string[]>()
  .transform((value: unknown) => {
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (Array.isArray(value)) {
      return value.every((item) => typeof item === 'string' || typeof item === 'number')
        ? value.map(String)
        : value;
    }
    return value;
  })
  .test(
    'shape',
    'A value is a text or a list of texts',
    (value) =>
      value === undefined ||
      typeof value === 'string' ||
      (Array.isArray(value) && value.every((item) => typeof item === 'string')),
  );

const formFieldItem = object({
  id: knownIdField('validation.verification.unknown_field', 'A form field id is a number').required(
    'A form field is missing its id',
  ),
  value: formValue,
});

/**
 * `apply-agent-verification`: `form_fields`, a list of { id, value } (spec §3), JSON or, with
 * files, multipart where `form_fields` is one field holding the JSON list and the files come
 * as `form_files`; a file field's value is the index of its file among `form_files`.
 */
export const applyAgentVerificationSchema = object({
  form_fields: array(formFieldItem)
    .transform(parseJsonList)
    .typeError('form_fields must be a list of { id, value }')
    .max(100, 'The form has at most 100 fields')
    .test('unique', 'Each form field can be given only once', (items) =>
      items ? new Set(items.map((item) => item.id)).size === items.length : true,
    )
    .default([]),
});

export type ApplyAgentVerificationInput = InferType<typeof applyAgentVerificationSchema>;

/** `admin/verification-submissions`: the submissions in one status (pending by default). */
export const verificationQueueQuerySchema = object({
  status: mixed<VerificationStatus>()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .oneOf([...verificationStatuses], 'status is pending, failed or success')
    .default('pending'),
  /** Words of the applicant's name or email. */
  search: searchField(),
  limit: limitField(20, 50),
  offset: offsetField(),
});

export type VerificationQueueQuery = InferType<typeof verificationQueueQuerySchema>;

export const verificationDecisions = reviewDecisions;
export type VerificationDecision = (typeof verificationDecisions)[number];

/** `admin/review-verification`: approve a submission, or reject it with a reason. */
export const reviewVerificationSchema = object({
  submission_id: number()
    .typeError('submission_id must be a number')
    .integer('submission_id must be a whole number')
    .positive('submission_id must be a whole number')
    .max(maxId, 'There is no such submission')
    .required('submission_id is required'),
  ...reviewDecisionFields(verificationLimits.reason),
});

export type ReviewVerificationInput = InferType<typeof reviewVerificationSchema>;

const optionsField = () =>
  distinctTextList(
    { length: 100, count: 30 },
    {
      notText: 'An option is a text',
      empty: 'validation.verification.option_empty',
      tooLong: 'validation.verification.option_too_long',
      notList: 'options must be a list of texts',
      tooMany: fieldMessage('validation.verification.options_max', { max: 30 }),
      repeated: 'validation.verification.option_once',
    },
  );

/**
 * `admin/save-verification-form-field`: a new field of the verification form (without `id`)
 * or a change to one (with `id`). Radio, checkbox and dropdown fields need at least two
 * options; other types take none. A field is removed from the form by making it inactive
 * (answers already given keep its name).
 */
export const saveVerificationFieldSchema = object({
  id: knownIdField('There is no such field', 'id must be a number'),
  name: string()
    .trim()
    .required('validation.verification.field_name_required')
    .max(100, 'validation.verification.field_name_too_long'),
  field_type: mixed<VerificationFieldType>()
    .oneOf([...verificationFieldTypes], 'validation.verification.field_type')
    .required('validation.verification.field_type'),
  options: optionsField().when('field_type', {
    is: (type: VerificationFieldType) => optionFieldTypes.includes(type),
    then: (schema) => schema.min(2, 'validation.verification.options_min'),
    otherwise: (schema) => schema.max(0, 'validation.verification.options_none'),
  }),
  is_required: queryFlag().default(0),
  rank: number()
    .typeError('validation.verification.rank')
    .integer('validation.verification.rank_whole')
    .min(0, 'validation.verification.rank_negative')
    .max(10_000, 'validation.verification.rank_too_large')
    .default(0),
  is_active: queryFlag().default(1),
});

export type SaveVerificationFieldInput = InferType<typeof saveVerificationFieldSchema>;
