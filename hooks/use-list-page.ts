import { useRouter } from 'next/router';
import { useState } from 'react';
import { pageOfOffset as pageOfOffsetIn, pageWindow } from '@/contracts/page-window';

/** One page of a paged list: its number (from 1) and the limit/offset the API call takes. */
export interface ListPage {
  page: number;
  limit: number;
  offset: number;
}

/** A page number from a query value: 1 unless a whole number above 1 is given. */
export function pageFromQuery(value: unknown): number {
  const page = Number(Array.isArray(value) ? value[0] : (value ?? ''));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The limit and offset of a page of `pageSize` items: the one page-to-offset conversion. */
export function listPage(page: number, pageSize: number): ListPage {
  return { page, ...pageWindow(page, pageSize) };
}

/** The page number of an offset-based page (offset 40 of 20 a page is page 3). */
export function pageOfOffset(range: { limit: number; offset: number }): number {
  return pageOfOffsetIn(range.offset, range.limit);
}

/** The page the URL names (`?page=3`), for a list whose pages are links. */
export function useUrlListPage(pageSize: number): ListPage {
  const router = useRouter();
  return listPage(pageFromQuery(router.query.page), pageSize);
}

/** A page kept in the component, for a list paged in place (newer / older buttons). */
export function useLocalListPage(pageSize: number): ListPage & { setPage: (page: number) => void } {
  const [page, setPage] = useState(1);
  return { ...listPage(page, pageSize), setPage };
}
