import { localizedPath } from '@/utils/localized-path';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import type { Database } from '../db/database';
import { countAgents, listAgentSlugs } from '../agents/agents-repository';
import {
  countSitemapEntries,
  countSitemapProjects,
  listSitemapArticles,
  listSitemapCategories,
  listSitemapCities,
  listSitemapListings,
  listSitemapProjects,
} from './sitemap-repository';
import { pageWindow } from '@/contracts/page-window';

export interface SitemapOptions {
  /** Absolute site address without a trailing slash (getEnv().publicSiteUrl). */
  siteUrl: string;
  /** A part of a split sitemap (`/sitemap.xml?page=N`, from 1). */
  page?: number;
  /** Above this many URLs the sitemap becomes an index of parts of this size. */
  urlsPerFile?: number;
  /** The languages offered, the default first: every page is listed in each, with alternates. */
  locales?: readonly string[];
}

interface SitemapUrl {
  path: string;
  lastModified?: Date;
}

/** Public pages that are one URL each (listed once they exist, see utils/site-pages.ts). */
const contentPagePaths: readonly string[] = [
  paths.articles(),
  paths.faqs(),
  paths.mortgageCalculator(),
  paths.areaConverter(),
  paths.agents(),
  paths.about(),
  paths.privacyPolicy(),
  paths.termsConditions(),
  paths.contact(),
];

const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';
export const defaultUrlsPerFile = 10_000;

/**
 * `/sitemap.xml`: the home page, the content and tool pages, the project and agents lists,
 * the list pages of each category and city, every public listing and project (with lastmod),
 * every published article and every agent's page — pages that exist only — each in every
 * language offered, with its `hreflang` alternates. Over `urlsPerFile` URLs it answers a sitemap
 * index whose parts are `?page=N`. Null for a part that does not exist.
 */
export async function buildSitemap(db: Database, options: SitemapOptions): Promise<string | null> {
  const locales = options.locales?.length ? options.locales : ['en'];
  const perFile = Math.max(
    1,
    Math.floor((options.urlsPerFile ?? defaultUrlsPerFile) / locales.length),
  );
  const [counts, categorySlugs, cities, agents, projects] = await Promise.all([
    countSitemapEntries(db),
    listSitemapCategories(db),
    listSitemapCities(db),
    hasPage(paths.agentDetail('any')) ? countAgents(db) : 0,
    hasPage(paths.projectDetail('any')) ? countSitemapProjects(db) : 0,
  ]);
  const fixed: SitemapUrl[] = [
    { path: paths.home() },
    ...contentPagePaths.filter((path) => hasPage(path)).map((path) => ({ path })),
    // The project list once it has projects (an empty list is not worth indexing).
    ...(projects > 0 ? [{ path: paths.projects() }] : []),
    ...categorySlugs.map((slug) => ({ path: paths.propertiesInCategory(slug) })),
    ...cities.map((city) => ({ path: paths.propertiesInCity(city) })),
  ];
  const articleCount = hasPage(paths.articleDetail('any')) ? counts.articles : 0;
  const total = fixed.length + counts.listings + articleCount + agents + projects;
  const parts = Math.max(1, Math.ceil(total / perFile));
  if (options.page === undefined && parts > 1) return sitemapIndex(options.siteUrl, parts);
  const page = options.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > parts) return null;
  const urls = await readUrls(
    db,
    fixed,
    { listings: counts.listings, articles: articleCount, agents, projects },
    {
      start: pageWindow(page, perFile).offset,
      end: page * perFile,
    },
  );
  return urlSet(options.siteUrl, urls, locales);
}

/** The URLs at positions start…end-1 of: fixed pages, then listings, articles, agents, projects. */
async function readUrls(
  db: Database,
  fixed: SitemapUrl[],
  sizes: { listings: number; articles: number; agents: number; projects: number },
  range: { start: number; end: number },
): Promise<SitemapUrl[]> {
  const listingsStart = fixed.length;
  const articlesStart = listingsStart + sizes.listings;
  const agentsStart = articlesStart + sizes.articles;
  const projectsStart = agentsStart + sizes.agents;
  const windowOf = (from: number, to: number) => ({
    offset: Math.max(0, range.start - from),
    limit: Math.max(0, Math.min(range.end, to) - Math.max(range.start, from)),
  });
  const listingWindow = windowOf(listingsStart, articlesStart);
  const articleWindow = windowOf(articlesStart, agentsStart);
  const agentWindow = windowOf(agentsStart, projectsStart);
  const projectWindow = windowOf(projectsStart, projectsStart + sizes.projects);
  const [listings, articles, agents, projects] = await Promise.all([
    listingWindow.limit > 0 ? listSitemapListings(db, listingWindow) : [],
    articleWindow.limit > 0 ? listSitemapArticles(db, articleWindow) : [],
    agentWindow.limit > 0 ? listAgentSlugs(db, agentWindow) : [],
    projectWindow.limit > 0 ? listSitemapProjects(db, projectWindow) : [],
  ]);
  return [
    ...fixed.slice(range.start, range.end),
    ...listings.map((row) => ({
      path: paths.propertyDetail(row.slugId),
      lastModified: row.updatedAt,
    })),
    ...articles.map((row) => ({
      path: paths.articleDetail(row.slugId),
      lastModified: row.updatedAt,
    })),
    ...agents.map((row) => ({ path: paths.agentDetail(row.slugId) })),
    ...projects.map((row) => ({
      path: paths.projectDetail(row.slugId),
      lastModified: row.updatedAt,
    })),
  ];
}

function urlSet(siteUrl: string, urls: SitemapUrl[], locales: readonly string[]): string {
  const [defaultLocale = 'en'] = locales;
  const entries = urls.flatMap((url) => {
    const lastmod = url.lastModified ? `<lastmod>${w3cDate(url.lastModified)}</lastmod>` : '';
    const urlIn = (locale: string) =>
      escapeXml(`${siteUrl}${localizedPath(url.path, locale, defaultLocale)}`);
    const alternates =
      locales.length > 1
        ? [
            ...locales.map((locale) => alternate(locale, urlIn(locale))),
            alternate('x-default', urlIn(defaultLocale)),
          ].join('')
        : '';
    return locales.map((locale) => `<url><loc>${urlIn(locale)}</loc>${lastmod}${alternates}</url>`);
  });
  return document(
    `<urlset xmlns="${namespace}" xmlns:xhtml="${xhtmlNamespace}">`,
    entries,
    '</urlset>',
  );
}

function alternate(hrefLang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`;
}

function sitemapIndex(siteUrl: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, index) =>
      `<sitemap><loc>${escapeXml(`${siteUrl}/sitemap.xml?page=${index + 1}`)}</loc></sitemap>`,
  );
  return document(`<sitemapindex xmlns="${namespace}">`, entries, '</sitemapindex>');
}

function document(open: string, entries: string[], close: string): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', open, ...entries, close, ''].join('\n');
}

/** W3C Datetime, to the second, in UTC: 2025-03-01T12:30:00Z. */
export function w3cDate(date: Date): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
