import type { GetServerSidePropsContext } from 'next';

/** The page's Vary header with `names` added to what is there (the proxy's entries stay). */
function varyWith(current: unknown, names: readonly string[]): string {
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const seen = new Set(listed.map((name) => name.toLowerCase()));
  return [...listed, ...names.filter((name) => !seen.has(name.toLowerCase()))].join(', ');
}

/**
 * Lets shared caches keep a page rendered for an anonymous visitor. The page varies by the
 * language cookie, so that is part of the Vary header, beside what the proxy put there (the
 * forwarded protocol behind a trusted proxy: server/security/security-headers.ts).
 */
export function setPublicPageCache(
  context: Pick<GetServerSidePropsContext, 'res'>,
  cache: { sMaxAge: number; staleWhileRevalidate: number },
): void {
  context.res.setHeader(
    'Cache-Control',
    `public, max-age=0, s-maxage=${cache.sMaxAge}, stale-while-revalidate=${cache.staleWhileRevalidate}`,
  );
  context.res.setHeader(
    'Vary',
    varyWith(context.res.getHeader('Vary'), ['Cookie', 'Accept-Language']),
  );
}
