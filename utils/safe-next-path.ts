import { toQueryString } from './paths';

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
    const resolved = new URL(path, 'http://hearth.invalid');
    if (resolved.origin !== 'http://hearth.invalid') return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}

/** `path` carrying a safe `next` along (sign-in ↔ register links keep where to go afterwards). */
export function withNextPath(path: string, next: unknown): string {
  const safe = safeNextPath(next);
  return safe ? `${path}${toQueryString({ next: safe })}` : path;
}
