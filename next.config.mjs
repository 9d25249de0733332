// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * The languages of the URL (`/` English, `/ar/…` Arabic) are the translation files in locales/:
 * a new language is a new file and a rebuild. The languages table may hide one, never add one.
 */
const locales = fs
  .readdirSync(path.join(import.meta.dirname, 'locales'))
  .filter((name) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?\.json$/.test(name))
  .map((name) => name.replace(/\.json$/, ''))
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

/** @type {import('next').NextConfig} */
const nextConfig = {
  i18n: { locales, defaultLocale: 'en' },
  reactStrictMode: true,
  // HEARTH_DIST_DIR lets a development server run beside the production build (default .next).
  distDir: process.env.HEARTH_DIST_DIR || '.next',
  poweredByHeader: false,
  // Generated pages live in our cache handler (bounded; shared through Redis when configured),
  // never in Next's own per-process memory, so every instance serves the same regenerated page.
  cacheHandler: path.join(import.meta.dirname, 'server', 'cache', 'isr-cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // Packages that must be required at run time on the server, never bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pino', 'pg', 'country-state-city'],
  // Stored files are served by the API's media route at /api/media/<key> (no rewrite needed).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default nextConfig;
