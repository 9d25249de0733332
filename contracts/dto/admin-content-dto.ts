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
