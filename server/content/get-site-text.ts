import type { SiteTextDto, SiteTextKind } from '@/contracts/dto/site-text-dto';
import type { Database } from '../db/database';
import { loadSiteSettings, type SiteSettings } from '../settings/site-settings';
import { looksLikeHtml, sanitizeAdminHtml } from './sanitize-admin-html';

const settingOf: Record<SiteTextKind, (settings: SiteSettings) => string> = {
  about: (settings) => settings.aboutUs,
  privacy: (settings) => settings.privacyPolicy,
  terms: (settings) => settings.termsConditions,
};

/**
 * The about, privacy policy or terms text from the settings (`about_us`, `privacy_policy`,
 * `terms_conditions`): HTML sanitized, plain text split into paragraphs at blank lines.
 */
export async function getSiteText(db: Database, kind: SiteTextKind): Promise<SiteTextDto> {
  const text = settingOf[kind](await loadSiteSettings(db)).trim();
  if (text !== '' && looksLikeHtml(text)) {
    const html = sanitizeAdminHtml(text);
    return { kind, html: html === '' ? null : html, paragraphs: [] };
  }
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return { kind, html: null, paragraphs };
}
