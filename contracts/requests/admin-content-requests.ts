import { mixed, object, string, type InferType } from 'yup';
import { siteTextKinds, type SiteTextKind } from '../dto/site-text-dto';
import { fieldMessage } from '../field-message';
import { consoleNameField, sequenceField } from './console-fields';
import { knownIdField, queryIdField, searchField, slugField } from './field-kit';
import { limitField, offsetField, queryFlag } from './paging';

export const contentLimits = {
  name: 100,
  reason: 200,
  question: 300,
  answer: 5_000,
  siteText: 100_000,
  title: 200,
  article: 50_000,
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

/** `admin/articles` (GET): a page of every article, drafts too, newest first. */
export const adminArticlesQuerySchema = object({
  limit: limitField(20, 100),
  offset: offsetField(),
  search: searchField(100).optional(),
  category_id: queryIdField('category_id'),
});
export type AdminArticlesQuery = InferType<typeof adminArticlesQuerySchema>;

/**
 * `admin/articles` (POST): an article to add (no `id`) or change. The slug is made from the
 * title when left out; the description is HTML (sanitised) or plain text; a multipart `image`
 * replaces the cover. A draft (`is_published=0`) shows nowhere on the site.
 */
export const saveArticleSchema = object({
  id: knownIdField('There is no such article', 'id must be a number'),
  title: consoleNameField(contentLimits.title),
  slug_id: slugField(
    'validation.admin_catalogue.slug',
    'validation.admin_catalogue.slug',
  ).optional(),
  description: string()
    .trim()
    .required('validation.admin_articles.description_required')
    .max(
      contentLimits.article,
      fieldMessage('validation.admin_catalogue.text_too_long', { max: contentLimits.article }),
    ),
  category_id: knownIdField(
    'validation.admin_articles.category',
    'validation.admin_articles.category',
  ).required('validation.admin_articles.category'),
  is_published: queryFlag().default(1),
});
export type SaveArticleInput = InferType<typeof saveArticleSchema>;
