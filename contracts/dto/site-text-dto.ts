/** The site texts the admin writes in the settings, each shown on its own page. */
export const siteTextKinds = ['about', 'privacy', 'terms'] as const;
export type SiteTextKind = (typeof siteTextKinds)[number];

/**
 * A site text ready to show: admin HTML arrives sanitized in `html`; plain text arrives as
 * `paragraphs` (split at blank lines). Both empty when the admin has written nothing yet.
 */
export interface SiteTextDto {
  kind: SiteTextKind;
  html: string | null;
  paragraphs: string[];
}
