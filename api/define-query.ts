import type { UserRole } from '@/contracts/dto/session-dto';
import { isStaffAccount } from '@/contracts/staff-account';
import {
  keepPreviousData,
  queryOptions,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiSuccess } from '@/contracts/api-envelope';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import type { PageWindow } from '@/contracts/page-window';
import { callApi, type ApiCall } from './client';
import { limitAndOffset, pageOf } from './list-page';

/** The signed-in user's id, or null: the first part of the keys of answers that are theirs. */
export function useSessionUserId(): number | null {
  return useAppSelector(selectSessionUser)?.id ?? null;
}

/** Who a query's hook waits for: a signed-in user, or an administrator. */
export type QueryViewer = 'signed-in' | 'staff';

/** One GET call of the API besides its path: how its parameters make the request, what it answers. */
export interface GetRequest<Params extends unknown[], Answer, Result> {
  /** `false` for an open call: no bearer token is sent. */
  auth?: false;
  /** The request's query string for these parameters (none when left out). */
  query?: (...params: Params) => ApiCall['query'];
  /** What the call answers, read from its success envelope. */
  answer: (envelope: ApiSuccess<Answer>) => Result;
}

/** A GET call's fetcher: its parameters (and React Query's abort signal) → what it answers. */
export type GetFetcher<Params extends unknown[], Result> = (
  params: Params,
  signal?: AbortSignal,
) => Promise<Result>;

/** Declares the fetcher of one GET call (`defineQuery` declares its query and hook too). */
export function defineGet<Params extends unknown[], Answer, Result>(
  path: string,
  request: GetRequest<Params, Answer, Result>,
): GetFetcher<Params, Result> {
  return async (params, signal) =>
    request.answer(
      await callApi<Answer>({
        method: 'GET',
        path,
        query: request.query?.(...params),
        auth: request.auth,
        signal,
      }),
    );
}

/** A GET call as a query: its request, and what its hook waits for. */
export interface QueryCall<Params extends unknown[], Answer, Result> extends GetRequest<
  Params,
  Answer,
  Result
> {
  /** Whether the hook asks for these parameters (default: always). */
  enabled?: (...params: Params) => boolean;
  /** The hook keeps the previous answer shown while other parameters load (pages of a list). */
  keepsPrevious?: true;
  /** Overrides of the client's defaults for this call. */
  staleTime?: number;
  retry?: UseQueryOptions<Result>['retry'];
}

/** A query keyed by its parameters alone: the answer is the same for every viewer. */
export interface KeyedQueryCall<
  Params extends unknown[],
  Answer,
  Result,
  Key extends QueryKey,
> extends QueryCall<Params, Answer, Result> {
  key: (...params: Params) => Key;
  /** The hook stays idle until someone is signed in, or until a staff member is (the server checks the role). */
  viewer?: QueryViewer;
}

/**
 * A query whose answer belongs to the signed-in user: the key carries the user's id first, and
 * the hook stays idle while nobody is signed in.
 */
export interface UserQueryCall<
  Params extends unknown[],
  Answer,
  Result,
  Key extends QueryKey,
> extends QueryCall<Params, Answer, Result> {
  userKey: (userId: number | null, ...params: Params) => Key;
}

function optionsOf<Params extends unknown[], Result, Key extends QueryKey>(
  call: Pick<QueryCall<Params, never, Result>, 'staleTime' | 'retry'>,
  fetch: GetFetcher<Params, Result>,
  key: Key,
  params: Params,
) {
  return queryOptions<Result, Error, Result, Key>({
    queryKey: key,
    queryFn: ({ signal }) => fetch(params, signal),
    ...(call.staleTime === undefined ? {} : { staleTime: call.staleTime }),
    ...(call.retry === undefined ? {} : { retry: call.retry }),
  });
}

/** The hook's own options: who it waits for and whether it keeps the previous page. */
function hookOptions<Params extends unknown[]>(
  call: Pick<QueryCall<Params, never, unknown>, 'enabled' | 'keepsPrevious'>,
  isViewerReady: boolean,
  params: Params,
) {
  return {
    enabled: isViewerReady && (call.enabled?.(...params) ?? true),
    ...(call.keepsPrevious ? { placeholderData: keepPreviousData } : {}),
  };
}

/** Whether the session holds the viewer a query waits for. */
function isViewerReady(viewer: QueryViewer, user: { role: UserRole } | null): boolean {
  return viewer === 'staff' ? isStaffAccount(user?.role) : user !== null;
}

/**
 * Declares one GET call of the API: its spec path, its key from `contracts/query-keys/`, how
 * its parameters become the request and what it answers. Gives the call's `queryOptions` (for
 * `useQuery`, `fetchQuery`, prefetching) and its hook.
 *
 * ```ts
 * export const faqsQuery = defineQuery('faqs', {
 *   auth: false,
 *   key: contentKeys.faqs,
 *   answer: dataOf<FaqDto[]>,
 * });
 * export const useFaqs = faqsQuery.use;
 * ```
 */
export function defineQuery<Params extends unknown[], Answer, Result, Key extends QueryKey>(
  path: string,
  call: KeyedQueryCall<Params, Answer, Result, Key>,
) {
  const fetch = defineGet(path, call);
  const options = (...params: Params) => optionsOf(call, fetch, call.key(...params), params);
  const { viewer } = call;
  function useViewerQuery(...params: Params) {
    const user = useAppSelector(selectSessionUser);
    const isReady = viewer !== undefined && isViewerReady(viewer, user);
    return useQuery({ ...options(...params), ...hookOptions(call, isReady, params) });
  }
  function usePublicQuery(...params: Params) {
    return useQuery({ ...options(...params), ...hookOptions(call, true, params) });
  }
  // The hook is chosen once per call, so each one calls the same hooks on every render.
  return { fetch, options, use: viewer ? useViewerQuery : usePublicQuery };
}

/**
 * Declares one GET call whose answer belongs to the signed-in user (`userKey` takes the user's
 * id first). `options(userId, …params)`; the hook reads the id from the session and stays idle
 * while nobody is signed in.
 */
export function defineUserQuery<Params extends unknown[], Answer, Result, Key extends QueryKey>(
  path: string,
  call: UserQueryCall<Params, Answer, Result, Key>,
) {
  const fetch = defineGet(path, call);
  const options = (userId: number | null, ...params: Params) =>
    optionsOf(call, fetch, call.userKey(userId, ...params), params);
  function useUserQuery(...params: Params) {
    const userId = useSessionUserId();
    return useQuery({
      ...options(userId, ...params),
      ...hookOptions(call, userId !== null, params),
    });
  }
  return { fetch, options, use: useUserQuery };
}

/**
 * Declares a staff list read a page at a time: its filters, then `limit` and `offset`; it
 * answers the page's items and their total, and keeps the previous page shown while the next
 * loads. `defineStaffPageQuery<ReportTargetDto, AdminReportsPage>(path, key, filters)`.
 */
export function defineStaffPageQuery<
  Item,
  Page extends PageWindow,
  Key extends QueryKey = QueryKey,
>(path: string, key: (page: Page) => Key, filters: (page: Page) => ApiCall['query']) {
  return defineQuery(path, {
    key,
    query: (page: Page) => ({ ...filters(page), ...limitAndOffset(page) }),
    answer: pageOf<Item>,
    viewer: 'staff',
    keepsPrevious: true,
  });
}
