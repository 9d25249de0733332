import type { ApiSuccess } from '@/contracts/api-envelope';

/** What a list call answers: one page of items and how many there are in all. */
export interface ListPage<Item> {
  data: Item[];
  total: number;
}

/** A page of a list call; the total is the page's length when the server sends none. */
export function pageOf<Item>(envelope: ApiSuccess<Item[]>): ListPage<Item> {
  return { data: envelope.data, total: envelope.total ?? envelope.data.length };
}

/** The `limit` and `offset` of a numbered page (1 is the first). */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The `limit` and `offset` of a page a list asks for (nothing else the page may carry). */
export function limitAndOffset(page: { limit: number; offset: number }) {
  return { limit: page.limit, offset: page.offset };
}
