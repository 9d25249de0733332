import type { SiteTextKind } from './site-text-dto';

/** An FAQ as the administrator manages it. */
export interface AdminFaqDto {
  id: number;
  question: string;
  answer: string;
  is_active: boolean;
  sequence: number;
}

/** A reason to report a listing, as the administrator manages it. */
export interface AdminReportReasonDto {
  id: number;
  reason: string;
  is_active: boolean;
}

/** A site text as stored (sanitised HTML or plain text). */
export interface AdminSiteTextDto {
  kind: SiteTextKind;
  text: string;
}

/** An article as the administrator manages it: drafts too, its description as stored. */
export interface AdminArticleDto {
  id: number;
  title: string;
  slug_id: string;
  /** Sanitised HTML, or plain text in paragraphs separated by blank lines. */
  description: string;
  image: string | null;
  category_id: number | null;
  /** Off: a draft, shown nowhere on the site. */
  is_published: boolean;
  created_at: string;
}

/** A category articles may be filed under (the catalogue's), with how many it holds. */
export interface AdminArticleCategoryDto {
  id: number;
  category: string;
  slug_id: string;
  is_active: boolean;
  articles_count: number;
  published_count: number;
}
