import type { GetServerSidePropsContext } from 'next';

/**
 * Lets shared caches keep a page rendered for an anonymous visitor. The page varies by the
 * language cookie, so that is part of the Vary header.
 */
export function setPublicPageCache(
  context: Pick<GetServerSidePropsContext, 'res'>,
  cache: { sMaxAge: number; staleWhileRevalidate: number },
): void {
  context.res.setHeader(
    'Cache-Control',
    `public, max-age=0, s-maxage=${cache.sMaxAge}, stale-while-revalidate=${cache.staleWhileRevalidate}`,
  );
  context.res.setHeader('Vary', 'Cookie, Accept-Language');
}
