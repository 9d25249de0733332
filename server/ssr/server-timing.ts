import type { ServerResponse } from 'node:http';

/**
 * Adds one measure to the answer's `Server-Timing` header (shown by the browser's developer
 * tools and read by `npm run bench`): `data` for a page's loader, `render` for React's render.
 */
export function addServerTiming(
  res: ServerResponse | undefined,
  name: string,
  milliseconds: number,
  description: string,
): void {
  if (!res || res.headersSent) return;
  const entry = `${name};dur=${milliseconds.toFixed(1)};desc="${description}"`;
  const previous = res.getHeader('Server-Timing');
  res.setHeader('Server-Timing', previous ? `${String(previous)}, ${entry}` : entry);
}
