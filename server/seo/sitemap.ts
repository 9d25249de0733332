import { paths } from '@/utils/paths';
import type { Database } from '../db/database';
import {
  countSitemapEntries,
  listSitemapArticles,
  listSitemapCategories,
  listSitemapCities,
  listSitemapListings,
} from './sitemap-repository';

export interface SitemapOptions {
  /** Absolute site address without a trailing slash (getEnv().publicSiteUrl). */
  siteUrl: string;
  /** A part of a split sitemap (`/sitemap.xml?page=N`, from 1). */
  page?: number;
  /** Above this many URLs the sitemap becomes an index of parts of this size. */
  urlsPerFile?: number;
}

interface SitemapUrl {
  path: string;
  lastModified?: Date;
}

const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const defaultUrlsPerFile = 10_000;

/**
 * `/sitemap.xml`: the home page, the list pages of each category and city, every public
 * listing (with lastmod) and every published article. Over `urlsPerFile` URLs it answers a
 * sitemap index whose parts are `?page=N`. Null for a part that does not exist.
 */
export async function buildSitemap(db: Database, options: SitemapOptions): Promise<string | null> {
  const perFile = options.urlsPerFile ?? defaultUrlsPerFile;
  const [counts, categorySlugs, cities] = await Promise.all([
    countSitemapEntries(db),
    listSitemapCategories(db),
    listSitemapCities(db),
  ]);
  const fixed: SitemapUrl[] = [
    { path: paths.home() },
    ...categorySlugs.map((slug) => ({ path: paths.propertiesInCategory(slug) })),
    ...cities.map((city) => ({ path: paths.propertiesInCity(city) })),
  ];
  const total = fixed.length + counts.listings + counts.articles;
  const parts = Math.max(1, Math.ceil(total / perFile));
  if (options.page === undefined && parts > 1) return sitemapIndex(options.siteUrl, parts);
  const page = options.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > parts) return null;
  const urls = await readUrls(db, fixed, counts.listings, {
    start: (page - 1) * perFile,
    end: page * perFile,
  });
  return urlSet(options.siteUrl, urls);
}

/** The URLs at positions start…end-1 of: fixed pages, then listings, then articles. */
async function readUrls(
  db: Database,
  fixed: SitemapUrl[],
  listingCount: number,
  range: { start: number; end: number },
): Promise<SitemapUrl[]> {
  const listingsStart = fixed.length;
  const articlesStart = listingsStart + listingCount;
  const windowOf = (from: number, to: number) => ({
    offset: Math.max(0, range.start - from),
    limit: Math.max(0, Math.min(range.end, to) - Math.max(range.start, from)),
  });
  const listingWindow = windowOf(listingsStart, articlesStart);
  const articleWindow = windowOf(articlesStart, Number.MAX_SAFE_INTEGER);
  const [listings, articles] = await Promise.all([
    listingWindow.limit > 0 ? listSitemapListings(db, listingWindow) : [],
    articleWindow.limit > 0 ? listSitemapArticles(db, articleWindow) : [],
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
  ];
}

function urlSet(siteUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod = url.lastModified ? `<lastmod>${w3cDate(url.lastModified)}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${siteUrl}${url.path}`)}</loc>${lastmod}</url>`;
  });
  return document(`<urlset xmlns="${namespace}">`, entries, '</urlset>');
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
