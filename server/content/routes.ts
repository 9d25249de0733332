/**
 * The site's content: the public FAQs and articles, and the administrator's FAQs, report
 * reasons, site texts and articles (additions to the spec's table).
 *
 * | Call                          | Auth  | Input                                    | Success                   |
 * |-------------------------------|-------|------------------------------------------|---------------------------|
 * | GET  admin/faqs               | admin | none                                     | AdminFaqDto[]             |
 * | POST admin/faqs               | admin | id?, question, answer, is_active,        | 201 new / 200 changed     |
 * |                               |       | sequence                                 |                           |
 * | GET  admin/report-reasons     | admin | none                                     | AdminReportReasonDto[]    |
 * | POST admin/report-reasons     | admin | id?, reason, is_active                   | 201 new / 200 changed     |
 * | GET  admin/site-texts         | admin | none                                     | AdminSiteTextDto[]        |
 * | POST admin/site-texts         | admin | kind (about, privacy, terms), text       | AdminSiteTextDto          |
 * | GET  admin/articles           | admin | limit, offset, search, category_id       | AdminArticleDto[] + total |
 * | POST admin/articles           | admin | id?, title, slug_id?, description,       | 201 new / 200 changed     |
 * |                               |       | category_id, is_published; multipart     |                           |
 * |                               |       | `image` cover                            |                           |
 * | GET  admin/article-categories | admin | none                                     | AdminArticleCategoryDto[] |
 *
 * HTML answers, article descriptions and site texts are sanitised before they are stored.
 * Nothing is deleted: a question or reason is taken off the site by `is_active=0`, an article
 * by `is_published=0` (a draft). Articles are filed under the catalogue's categories (added and
 * changed by `admin/categories`); `admin/article-categories` lists them with their counts. A
 * saved article moves the site-wide version on, so the generated article pages regenerate on
 * their next visit. 422 field errors (a taken slug, an unknown category), 404 an unknown id,
 * 403 for anyone but an administrator; each write adds one audit row.
 */
import {
  adminArticlesQuerySchema,
  saveArticleSchema,
  saveFaqSchema,
  saveReportReasonSchema,
  saveSiteTextSchema,
} from '@/contracts/requests/admin-content-requests';
import { getArticlesSchema } from '@/contracts/requests/content-requests';
import { administratorRoles } from '../core/roles';
import { publicQuery, publicRead, staffQuery, staffRead, staffWrite } from '../core/route';
import { staffPictureWrite } from '../storage/staff-picture-write';
import { getAdminArticleCategories } from './get-admin-article-categories';
import { getArticles } from './get-articles';
import { getFaqs } from './get-faqs';
import { getAdminFaqs, saveFaq } from './save-faq';
import { getAdminReportReasons, saveReportReason } from './save-report-reason';
import { getAdminSiteTexts, saveSiteText } from './save-site-text';
import { articleImageMaxBytes, getAdminArticles, saveArticle } from './save-article';

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
  staffQuery('admin/articles', administratorRoles, adminArticlesQuerySchema, getAdminArticles),
  staffPictureWrite('admin/articles', administratorRoles, {
    body: saveArticleSchema,
    maxBytes: articleImageMaxBytes,
    message: 'The article is saved.',
    save: saveArticle,
  }),
  staffRead('admin/article-categories', administratorRoles, getAdminArticleCategories),
];
