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
import { administratorRoles } from '../core/roles';
import { publicQuery, publicRead, staffRead, staffWrite } from '../core/route';
import { getArticles } from './get-articles';
import { getFaqs } from './get-faqs';
import { getAdminFaqs, saveFaq } from './save-faq';
import { getAdminReportReasons, saveReportReason } from './save-report-reason';
import { getAdminSiteTexts, saveSiteText } from './save-site-text';

const cached = { sMaxAge: 300, staleWhileRevalidate: 1800 };

export const contentRoutes = [
  publicRead('faqs', cached, getFaqs),
  publicQuery('get_articles', cached, getArticlesSchema, async (db, query) => {
    const { articles, total } = await getArticles(db, query);
    return { data: articles, total };
  }),
  staffRead('admin/faqs', administratorRoles, getAdminFaqs),
  staffWrite('admin/faqs', administratorRoles, {
    body: saveFaqSchema,
    message: 'The question is saved.',
    write: ({ db, body, audit }) => saveFaq(db, body, audit),
  }),
  staffRead('admin/report-reasons', administratorRoles, getAdminReportReasons),
  staffWrite('admin/report-reasons', administratorRoles, {
    body: saveReportReasonSchema,
    message: 'The reason is saved.',
    write: ({ db, body, audit }) => saveReportReason(db, body, audit),
  }),
  staffRead('admin/site-texts', administratorRoles, getAdminSiteTexts),
  staffWrite('admin/site-texts', administratorRoles, {
    body: saveSiteTextSchema,
    message: 'The text is saved.',
    write: ({ db, body, audit }) => saveSiteText(db, body, audit),
  }),
];
