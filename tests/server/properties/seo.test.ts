import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { buildRobotsTxt } from '@/server/seo/robots';
import { buildSitemap } from '@/server/seo/sitemap';
import { getServerSideProps as robotsPage } from '@/server/ssr/robots-page';
import { writeSitemapPage } from '@/server/ssr/sitemap-page';
import { insertArticle, insertCategory, insertProperty, insertUser } from '../../support/factories';
import { setUpTestDatabase } from '../../support/test-database';

const handle = setUpTestDatabase();
const siteUrl = 'https://hearth.example';

beforeAll(async () => {
  const db = handle.db;
  const owner = await insertUser(db, { slugId: 'listing-agent' });
  const flats = await insertCategory(db, { name: 'Flat', slugId: 'flat' });
  await insertCategory(db, { name: 'Empty', slugId: 'empty' });
  const listing = await insertProperty(db, owner, flats, {
    slugId: 'public-flat',
    city: 'New York',
  });
  await db
    .update(properties)
    .set({ updatedAt: new Date('2031-05-06T07:08:09.123Z') })
    .where(eq(properties.id, listing.id));
  await insertProperty(db, owner, flats, {
    slugId: 'pending-flat',
    reviewStatus: 'pending',
    city: 'Hidden',
  });
  await insertArticle(db, { slugId: 'buying-guide' });
  await insertArticle(db, { slugId: 'draft-guide', isPublished: false });
});

function fakeResponse() {
  const sent = { headers: {} as Record<string, string>, body: '' };
  const res = {
    setHeader: (name: string, value: string) => {
      sent.headers[name.toLowerCase()] = value;
    },
    end: (body: string) => {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { res, sent };
}

describe('the sitemap', () => {
  it('lists a public listing with its lastmod, never a pending one', async () => {
    const xml = await buildSitemap(handle.db, { siteUrl });
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain(
      '<url><loc>https://hearth.example/properties-details/public-flat</loc><lastmod>2031-05-06T07:08:09Z</lastmod></url>',
    );
    expect(xml).not.toContain('pending-flat');
  });

  it('lists the home page and list pages of categories and cities with listings', async () => {
    const xml = (await buildSitemap(handle.db, { siteUrl })) ?? '';
    expect(xml).toContain('<loc>https://hearth.example/</loc>');
    expect(xml).toContain('<loc>https://hearth.example/properties?category=flat</loc>');
    expect(xml).toContain('<loc>https://hearth.example/properties?city=New%20York</loc>');
    expect(xml).not.toContain('category=empty');
    expect(xml).not.toContain('city=Hidden');
    expect(xml).not.toContain('draft-guide');
  });

  it('lists the content pages and every published article, in each language', async () => {
    const xml = (await buildSitemap(handle.db, { siteUrl, locales: ['en', 'ar'] })) ?? '';
    for (const path of [
      '/articles',
      '/faqs',
      '/mortgage-calculator',
      '/area-converter',
      '/agents',
      '/about-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/contact-us',
      '/articles/buying-guide',
      '/agents/listing-agent',
    ]) {
      expect(xml).toContain(`<loc>https://hearth.example${path}</loc>`);
      expect(xml).toContain(`<loc>https://hearth.example/ar${path}</loc>`);
    }
    expect(xml).not.toContain('draft-guide');
  });

  it('becomes an index of parts when there are more URLs than one file takes', async () => {
    // 15 URLs: home, 9 content pages, a category, a city, a listing, an article, an agent.
    const index = await buildSitemap(handle.db, { siteUrl, urlsPerFile: 8 });
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://hearth.example/sitemap.xml?page=2</loc>');
    expect(index).not.toContain('page=3');
    const parts = await Promise.all(
      [1, 2].map((page) => buildSitemap(handle.db, { siteUrl, urlsPerFile: 8, page })),
    );
    const locations = parts.join('').match(/<loc>[^<]+<\/loc>/g) ?? [];
    expect(locations).toHaveLength(15);
    expect(new Set(locations).size).toBe(15);
    expect(await buildSitemap(handle.db, { siteUrl, urlsPerFile: 8, page: 3 })).toBeNull();
  });

  it('lists every page in each language offered, with its hreflang alternates', async () => {
    const xml = (await buildSitemap(handle.db, { siteUrl, locales: ['en', 'ar'] })) ?? '';
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const arabic = xml
      .split('\n')
      .find((line) =>
        line.includes('<loc>https://hearth.example/ar/properties-details/public-flat</loc>'),
      );
    expect(arabic).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://hearth.example/properties-details/public-flat"/>',
    );
    expect(arabic).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://hearth.example/ar/properties-details/public-flat"/>',
    );
    expect(arabic).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://hearth.example/properties-details/public-flat"/>',
    );
    expect(xml).toContain('<loc>https://hearth.example/ar</loc>');
  });

  it('is written by the page as XML that shared caches keep for an hour', async () => {
    const { res, sent } = fakeResponse();
    expect(await writeSitemapPage(handle.db, { res, query: {} })).toEqual({ props: {} });
    expect(sent.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sent.headers['cache-control']).toContain('s-maxage=3600');
    expect(sent.body).toContain(`${getEnv().publicSiteUrl}/properties-details/public-flat`);
    const missing = fakeResponse();
    expect(await writeSitemapPage(handle.db, { res: missing.res, query: { page: '9' } })).toEqual({
      notFound: true,
    });
  });
});

describe('robots.txt', () => {
  it('allows everything but the private areas and names the sitemap', () => {
    expect(buildRobotsTxt(siteUrl)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /user/',
        'Disallow: /api/',
        'Disallow: /my-property/',
        'Disallow: /admin/',
        '',
        'Sitemap: https://hearth.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('is written by the page as plain text', async () => {
    const { res, sent } = fakeResponse();
    const context = { res } as unknown as Parameters<typeof robotsPage>[0];
    expect(await robotsPage(context)).toEqual({ props: {} });
    expect(sent.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(sent.body).toContain(`Sitemap: ${getEnv().publicSiteUrl}/sitemap.xml`);
  });
});
