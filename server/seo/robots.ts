/** Areas that are private or not pages: the account area, the API, owners' views, admin. */
const disallowed = ['/user/', '/api/', '/my-property/', '/admin/'];

/** `/robots.txt`: everything public may be crawled; the sitemap is announced. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
