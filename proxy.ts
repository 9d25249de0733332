import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@/server/env';
import { builtInlineScriptHashes } from '@/server/security/inline-script-hashes';
import { reachedOverHttps } from '@/server/security/request-protocol';
import { pageSecurityHeaders } from '@/server/security/security-headers';

/**
 * Runs before every page (Next 16's proxy, on Node.js): adds the security headers built from
 * this process's environment (server/security/security-headers.ts), so a page served from the
 * regeneration cache gets the same policy as a freshly rendered one.
 */
export function proxy(request: NextRequest): NextResponse {
  const env = getEnv();
  const https = reachedOverHttps(request.headers, env.trustProxy);
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(
    pageSecurityHeaders(env, {
      https,
      scriptHashes: builtInlineScriptHashes(),
    }),
  )) {
    // The page adds its own Vary entries: ours go beside them.
    if (name === 'Vary') response.headers.append(name, value);
    else response.headers.set(name, value);
  }
  return response;
}

export const config = {
  // Pages only: the API answers JSON, and stored media set their own (sandboxing) policy.
  // '/' separately: with the locales in the URL the home page is '/en', which the pattern
  // (a '/' followed by more) does not cover.
  matcher: ['/', '/((?!api/|_next/static/|_next/image|favicon.ico).*)'],
};
