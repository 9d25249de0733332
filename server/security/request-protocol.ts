/**
 * Whether the browser reached us over HTTPS. `next start` serves plain HTTP, so only the one
 * trusted reverse proxy (TRUST_PROXY=true) can say a request came over HTTPS: the last entry of
 * X-Forwarded-Proto is its own, as the last X-Forwarded-For address is (client-address.ts);
 * earlier entries are whatever the caller sent. Without the proxy the header is anyone's word,
 * and Next derives the URL's protocol from it, so that protocol is never trusted either.
 */
export function reachedOverHttps(headers: Headers, trustProxy: boolean): boolean {
  if (!trustProxy) return false;
  const entries = headers.get('x-forwarded-proto')?.split(',') ?? [];
  return entries.at(-1)?.trim().toLowerCase() === 'https';
}
