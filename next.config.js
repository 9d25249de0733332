// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
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

module.exports = nextConfig;
