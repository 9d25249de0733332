import { useRouter } from 'next/router';
import { useCallback } from 'react';

export const listViews = ['grid', 'list', 'map'] as const;
export type ListView = (typeof listViews)[number];

/** The URL query parameter that names the view; the grid, the default, leaves it out. */
export const listViewParameter = 'view';

/** The view a URL query asks for: `?view=list` or `?view=map`, else the grid. */
export function listViewOf(
  query: Readonly<Record<string, string | string[] | undefined>>,
): ListView {
  const raw = query[listViewParameter];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return listViews.find((view) => view === value) ?? 'grid';
}

/** `path` (with its query) showing `view`: only the `view` parameter changes. */
export function withListView(path: string, view: ListView): string {
  const url = new URL(path, 'http://hearth.invalid');
  if (view === 'grid') url.searchParams.delete(listViewParameter);
  else url.searchParams.set(listViewParameter, view);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * How the property list shows its results, read from the URL (`?view=map`), so the server's
 * render already shows the chosen view and a shared link opens it; and the URL of the current
 * page in another view (the other query parameters kept).
 */
export function useListView(): [ListView, (view: ListView) => string] {
  const router = useRouter();
  const view = listViewOf(router.query);
  const { asPath } = router;
  const hrefFor = useCallback((next: ListView) => withListView(asPath, next), [asPath]);
  return [view, hrefFor];
}
