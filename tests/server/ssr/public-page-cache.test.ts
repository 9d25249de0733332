import http from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { setPublicPageCache } from '@/server/ssr/public-page-cache';

/** A real (unsent) server answer, as getServerSideProps gets it. */
function answer(): http.ServerResponse {
  return new http.ServerResponse(new http.IncomingMessage(new Socket()));
}

describe('setPublicPageCache', () => {
  it('lets shared caches keep the page, varying by the language cookie', () => {
    const res = answer();
    setPublicPageCache({ res }, { sMaxAge: 60, staleWhileRevalidate: 600 });
    expect(res.getHeader('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(res.getHeader('Vary')).toBe('Cookie, Accept-Language');
  });

  it("keeps the proxy's Vary on the forwarded protocol, so HSTS never reaches a plain-HTTP visitor from a cache", () => {
    const res = answer();
    res.setHeader('Vary', 'X-Forwarded-Proto');
    setPublicPageCache({ res }, { sMaxAge: 60, staleWhileRevalidate: 600 });
    expect(res.getHeader('Vary')).toBe('X-Forwarded-Proto, Cookie, Accept-Language');
    setPublicPageCache({ res }, { sMaxAge: 60, staleWhileRevalidate: 600 });
    expect(res.getHeader('Vary')).toBe('X-Forwarded-Proto, Cookie, Accept-Language');
  });
});
