import type { ReactNode } from 'react';
import { Loaded, type LoadingResult } from './load-status';
import { Pagination } from './pagination';
import surfaceStyles from '@/styles/surface.module.css';

/** What a paged API call answers: the page's items and how many there are in all. */
export interface CountedPage {
  total: number;
}

/** The part of a React Query result the list reads. */
export type PagedResult<P> = LoadingResult<P>;

/** Page links under the list: plain links, so every page can be opened without scripts. */
export interface PageLinks {
  page: number;
  hrefFor: (page: number) => string;
  label: string;
  /** A box around the links, for lists that place them apart. */
  className?: string;
}

export interface PagedListProps<P extends CountedPage> {
  result: PagedResult<P>;
  /** The sentence of a failed load (with "Try again"). */
  failedText: string;
  /** The look of the loading / failure / empty panel; a dashed placeholder panel by default. */
  statusClassName?: string;
  /** What shows when there is nothing to list (or give `emptyText`). */
  empty?: ReactNode | ((page: P) => ReactNode);
  /** The sentence that shows when there is nothing to list, in the look of `statusClassName`. */
  emptyText?: string;
  /** When the page counts as empty (default: no items in all); its pages still follow. */
  isEmpty?: (page: P) => boolean;
  /** The list itself. */
  children: (page: P) => ReactNode;
  /** The sentence above the list that says how many there are ("12 accounts"). */
  countText?: (page: P) => string;
  /** The look of that sentence. */
  countClassName?: string;
  /** How many items a page holds. */
  pageSize: number;
  /** Page links, or an in-place pager given the number of pages; none for a single page. */
  pages?: PageLinks | ((pageCount: number) => ReactNode);
}

function PageLinksOf({ pages, pageCount }: { pages: PageLinks; pageCount: number }) {
  const links = (
    <Pagination
      page={pages.page}
      pageCount={pageCount}
      hrefFor={pages.hrefFor}
      label={pages.label}
    />
  );
  return pages.className ? <div className={pages.className}>{links}</div> : links;
}

/** The list's status panel: its own look, or the placeholder panel lists share. */
const statusClassOf = (props: { statusClassName?: string }) =>
  props.statusClassName ?? `${surfaceStyles.placeholder} ${surfaceStyles.status}`;

function emptyOf<P extends CountedPage>(props: PagedListProps<P>, page: P): ReactNode {
  const { empty, emptyText } = props;
  if (emptyText !== undefined) return <p className={statusClassOf(props)}>{emptyText}</p>;
  return typeof empty === 'function' ? empty(page) : empty;
}

/**
 * One page of a list, in the states every list screen has: loading, failed (with a retry),
 * empty, or the items followed by the pages.
 */
export function PagedList<P extends CountedPage>(props: PagedListProps<P>) {
  const { result, pages } = props;
  return (
    <Loaded result={result} failedText={props.failedText} className={statusClassOf(props)}>
      {(page) => {
        const isEmpty = props.isEmpty ? props.isEmpty(page) : page.total === 0;
        const pageCount = Math.ceil(page.total / props.pageSize);
        return (
          <>
            {isEmpty ? (
              emptyOf(props, page)
            ) : (
              <>
                {props.countText ? (
                  <p className={props.countClassName} role="status">
                    {props.countText(page)}
                  </p>
                ) : null}
                {props.children(page)}
              </>
            )}
            {typeof pages === 'function' ? pages(pageCount) : null}
            {pages && typeof pages !== 'function' ? (
              <PageLinksOf pages={pages} pageCount={pageCount} />
            ) : null}
          </>
        );
      }}
    </Loaded>
  );
}
