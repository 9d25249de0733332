// Numbered pages and the limit/offset the API calls take (no schema here, so list pages can
// use it without the validation library).

/** Which rows of a list a page holds: `limit` rows after the first `offset`. */
export type PageWindow = {
  limit: number;
  offset: number;
};

/** A page of a list searched by words (`search`, empty or missing: the whole list). */
export type SearchedPage = PageWindow & { search?: string };

/** The `limit` and `offset` of a numbered page (1 is the first): the one page-to-offset rule. */
export function pageWindow(page: number, pageSize: number): PageWindow {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The page number (from 1) an offset falls on: offset 40 of 20 a page is page 3. */
export function pageOfOffset(offset: number, pageSize: number): number {
  return Math.floor(offset / pageSize) + 1;
}
