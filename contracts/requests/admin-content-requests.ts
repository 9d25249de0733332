import { mixed, object, string, type InferType } from 'yup';
import { siteTextKinds, type SiteTextKind } from '../dto/site-text-dto';
import { fieldMessage } from '../field-message';
import { consoleNameField, sequenceField } from './console-fields';
import { knownIdField } from './field-kit';
import { queryFlag } from './paging';

export const contentLimits = {
  name: 100,
  reason: 200,
  question: 300,
  answer: 5_000,
  siteText: 100_000,
} as const;

/** `admin/facilities` (POST): a facility to add (no `id`) or rename; a multipart `image` icon. */
export const saveFacilitySchema = object({
  id: knownIdField('There is no such facility', 'id must be a number'),
  name: consoleNameField(contentLimits.name),
});
export type SaveFacilityInput = InferType<typeof saveFacilitySchema>;

/** `admin/report-reasons` (POST): a reason people may give when reporting a listing. */
export const saveReportReasonSchema = object({
  id: knownIdField('There is no such reason', 'id must be a number'),
  reason: consoleNameField(contentLimits.reason),
  is_active: queryFlag().default(1),
});
export type SaveReportReasonInput = InferType<typeof saveReportReasonSchema>;

/** `admin/faqs` (POST): a question and its answer, shown on /faqs in order while active. */
export const saveFaqSchema = object({
  id: knownIdField('There is no such question', 'id must be a number'),
  question: consoleNameField(contentLimits.question),
  answer: string()
    .trim()
    .required('validation.admin_catalogue.answer_required')
    .max(
      contentLimits.answer,
      fieldMessage('validation.admin_catalogue.text_too_long', { max: contentLimits.answer }),
    ),
  is_active: queryFlag().default(1),
  sequence: sequenceField(),
});
export type SaveFaqInput = InferType<typeof saveFaqSchema>;

/** `admin/site-texts` (POST): the about, privacy or terms text (HTML is sanitised). */
export const saveSiteTextSchema = object({
  kind: mixed<SiteTextKind>()
    .oneOf([...siteTextKinds], 'validation.admin_catalogue.site_text_kind')
    .required('validation.admin_catalogue.site_text_kind'),
  text: string()
    .trim()
    .max(
      contentLimits.siteText,
      fieldMessage('validation.admin_catalogue.text_too_long', { max: contentLimits.siteText }),
    )
    .default(''),
});
export type SaveSiteTextInput = InferType<typeof saveSiteTextSchema>;
