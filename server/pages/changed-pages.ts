import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The statically generated pages (incremental static regeneration) a request changed: services
 * note them where they change what such a page shows (a listing, its owner), and the API
 * pipeline has Next regenerate them, in every language, once the request has succeeded. Outside
 * an API request (scripts, tests) noting does nothing.
 */
const changedPages = new AsyncLocalStorage<Set<string>>();

/** Runs `work` collecting the site paths (without a language prefix) it notes as changed. */
export async function collectChangedPages<T>(
  work: () => Promise<T>,
): Promise<{ result: T; pages: string[] }> {
  const pages = new Set<string>();
  const result = await changedPages.run(pages, work);
  return { result, pages: [...pages] };
}

/** Notes that the page at `path` ('/properties-details/sea-view-flat') shows changed data. */
export function notePageChanged(path: string): void {
  changedPages.getStore()?.add(path);
}
