import type { GetServerSidePropsContext } from 'next';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ListingListFilters } from '@/contracts/list-filter-model';
import type { PageBaseProps } from '@/contracts/page-base-props';
import type { Database } from '../db/database';
import type { PageStrings } from '@/contracts/page-strings';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';

export type ListContext = Pick<GetServerSidePropsContext, 'res' | 'query'> & LocaleContext;

/** The filter panel asks for up to this many categories (get_categories' largest page). */
export const filterCategoriesLimit = 100;

/** What a listing kind's list page (`/properties`, `/projects`) differs by. */
export interface ListingListPageKind<F extends ListingListFilters, Q, Extra extends object> {
  /** The page's strings (load-page-base.ts). */
  strings: PageStrings;
  /** The URL's filters, invalid values dropped. */
  filtersFromUrl(query: ListContext['query']): F;
  /** The list call's query for these filters, checked by its request schema. */
  listQuery(filters: F): Promise<Q>;
  listKey(filters: F): QueryKey;
  list(db: Database, query: Q): Promise<unknown>;
  /** Prefetches the filter panel's choices; what it returns joins the page's props. */
  prefetchFilterChoices(db: Database, queryClient: QueryClient, filters: F): Promise<Extra>;
}

/**
 * A listing kind's list page: the URL's filters, the first page of matching public listings
 * and the filter panel's choices, all prefetched. The server render is anonymous (the session
 * lives in the browser), so shared caches may keep it briefly.
 */
export async function loadListingListPage<F extends ListingListFilters, Q, Extra extends object>(
  db: Database,
  context: ListContext,
  kind: ListingListPageKind<F, Q, Extra>,
): Promise<PageBaseProps & { filters: F } & Extra> {
  const filters = kind.filtersFromUrl(context.query);
  const query = await kind.listQuery(filters);
  const queryClient = new QueryClient();
  const [, extra] = await Promise.all([
    queryClient.prefetchQuery({
      queryKey: kind.listKey(filters),
      queryFn: () => kind.list(db, query),
    }),
    kind.prefetchFilterChoices(db, queryClient, filters),
  ]);
  setPublicPageCache(context, { sMaxAge: 30, staleWhileRevalidate: 300 });
  return { ...(await loadPageBase(db, context, queryClient, kind.strings)), filters, ...extra };
}
