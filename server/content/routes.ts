/**
 * The site's content: the public FAQs and articles, and the administrator's FAQs, report
 * reasons and site texts (additions to the spec's table).
 *
 * | Call                     | Auth  | Input                                       | Success                |
 * |--------------------------|-------|---------------------------------------------|------------------------|
 * | GET  admin/faqs          | admin | none                                        | AdminFaqDto[]          |
 * | POST admin/faqs          | admin | id?, question, answer, is_active, sequence  | 201 new / 200 changed  |
 * | GET  admin/report-reasons| admin | none                                        | AdminReportReasonDto[] |
 * | POST admin/report-reasons| admin | id?, reason, is_active                      | 201 new / 200 changed  |
 * | GET  admin/site-texts    | admin | none                                        | AdminSiteTextDto[]     |
 * | POST admin/site-texts    | admin | kind (about, privacy, terms), text          | AdminSiteTextDto       |
 *
 * HTML answers and site texts are sanitised before they are stored. Nothing is deleted: a
 * question or reason is taken off the site by `is_active=0`. 422 field errors, 404 an unknown
 * id, 403 for anyone but an administrator; each write adds one audit row.
 */
import {
  saveFaqSchema,
  saveReportReasonSchema,
  saveSiteTextSchema,
} from '@/contracts/requests/admin-content-requests';
import { getArticlesSchema } from '@/contracts/requests/content-requests';
import { route } from '../core/route';
import { getArticles } from './get-articles';
import { getFaqs } from './get-faqs';
import { getAdminFaqs, saveFaq } from './save-faq';
import { getAdminReportReasons, saveReportReason } from './save-report-reason';
import { getAdminSiteTexts, saveSiteText } from './save-site-text';

const cached = { sMaxAge: 300, staleWhileRevalidate: 1800 };
const administrator = { roles: ['administrator'] } as const;

export const contentRoutes = [
  route('GET', 'faqs', {
    auth: 'none',
    publicCache: cached,
    handle: async ({ db }) => ({ data: await getFaqs(db) }),
  }),
  route('GET', 'get_articles', {
    auth: 'none',
    query: getArticlesSchema,
    publicCache: cached,
    handle: async ({ db, query }) => {
      const { articles, total } = await getArticles(db, query);
      return { data: articles, total };
    },
  }),
  route('GET', 'admin/faqs', {
    auth: administrator,
    handle: async ({ db }) => ({ data: await getAdminFaqs(db) }),
  }),
  route('POST', 'admin/faqs', {
    auth: administrator,
    demoGuard: true,
    body: saveFaqSchema,
    handle: async ({ db, body, audit }) => ({
      ...(await saveFaq(db, body, audit)),
      message: 'The question is saved.',
    }),
  }),
  route('GET', 'admin/report-reasons', {
    auth: administrator,
    handle: async ({ db }) => ({ data: await getAdminReportReasons(db) }),
  }),
  route('POST', 'admin/report-reasons', {
    auth: administrator,
    demoGuard: true,
    body: saveReportReasonSchema,
    handle: async ({ db, body, audit }) => ({
      ...(await saveReportReason(db, body, audit)),
      message: 'The reason is saved.',
    }),
  }),
  route('GET', 'admin/site-texts', {
    auth: administrator,
    handle: async ({ db }) => ({ data: await getAdminSiteTexts(db) }),
  }),
  route('POST', 'admin/site-texts', {
    auth: administrator,
    demoGuard: true,
    body: saveSiteTextSchema,
    handle: async ({ db, body, audit }) => ({
      ...(await saveSiteText(db, body, audit)),
      message: 'The text is saved.',
    }),
  }),
];
