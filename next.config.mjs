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
  // Packages that must be required at run time on the server, never bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pino', 'pg', 'country-state-city'],
  // Stored files live at /media/<key>, answered by pages/api/media. In production the server
  // (scripts/serve.mjs) maps /media/ to /api/media/ itself: a build without rewrites leaves the
  // rewrite matcher out of every page's JavaScript. The development server needs the rewrite.
  async rewrites() {
    return process.env.NODE_ENV === 'production'
      ? []
      : [{ source: '/media/:path*', destination: '/api/media/:path*' }];
  },
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
