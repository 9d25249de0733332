import { toQueryString } from './paths';

/** Any origin will do: only whether a path stays on it matters. */
const base = 'http://hearth.invalid';

/**
 * A `next` query value that is safe to follow after signing in: a path on this site ("/user/…"),
 * never another origin ("//evil.test", "https://…", "/\\evil.test") nor a script URL. Returns
 * null for anything else.
 */
export function safeNextPath(next: unknown): string | null {
  const value = Array.isArray(next) ? (next[0] as unknown) : next;
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Control characters or backslashes can make browsers read the path as another origin.
  if ([...path].some((char) => char === '\\' || char.charCodeAt(0) < 32 || char === '\u007f')) {
    return null;
  }
  try {
    const resolved = new URL(path, base);
    if (resolved.origin !== base) return null;
    const result = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // Dot segments can resolve to a path starting with two slashes ("/.//evil" → "//evil"),
    // which a browser reads as another host: the answer must stay on this site by itself.
    return isSameSitePath(result) ? result : null;
  } catch {
    return null;
  }
}

/** A path that, resolved against any page of this site, stays on this site. */
function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return new URL(path, `${base}/some/page`).origin === base;
}

/** `path` carrying a safe `next` along (sign-in ↔ register links keep where to go afterwards). */
export function withNextPath(path: string, next: unknown): string {
  const safe = safeNextPath(next);
  return safe ? `${path}${toQueryString({ next: safe })}` : path;
}
