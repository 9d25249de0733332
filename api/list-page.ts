import type { ApiSuccess } from '@/contracts/api-envelope';
import type { PageWindow, SearchedPage } from '@/contracts/page-window';

/** What a list call answers: one page of items and how many there are in all. */
export interface ListPage<Item> {
  data: Item[];
  total: number;
}

/** A page of a list call; the total is the page's length when the server sends none. */
export function pageOf<Item>(envelope: ApiSuccess<Item[]>): ListPage<Item> {
  return { data: envelope.data, total: envelope.total ?? envelope.data.length };
}

export { pageWindow } from '@/contracts/page-window';

/** The `search`, `limit` and `offset` of a searched list's page (no empty search sent). */
export function searchedPage(page: SearchedPage): SearchedPage {
  return { ...(page.search ? { search: page.search } : {}), ...limitAndOffset(page) };
}

/** The `limit` and `offset` of a page a list asks for (nothing else the page may carry). */
export function limitAndOffset(page: PageWindow): PageWindow {
  return { limit: page.limit, offset: page.offset };
}
