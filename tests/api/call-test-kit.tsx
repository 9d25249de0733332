import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, type HttpResponseResolver } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PageQuery } from '@/contracts/api-envelope';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { injectStore } from '@/api/client';
import { makeStore, type AppStore } from '@/store/make-store';
import { aSession, aSessionUser } from '../support/client-fixtures';
import { apiUrl, mswServer, okEnvelope } from '../support/msw-server';

/** What a call declared with defineQuery or defineMutation runs in, for tests of the helpers. */
export interface CallTestKit {
  store: AppStore;
  queryClient: QueryClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

/**
 * The app's store (signed in as `user`, or nobody with null) injected into the real API client,
 * and a query client that does not retry, for `renderHook(hook, { wrapper })`.
 */
export function aCallTestKit(user: Partial<SessionUserDto> | null = null): CallTestKit {
  const session = user
    ? aSession({ token: 'token-of-the-viewer', user: aSessionUser(user) })
    : null;
  const store = makeStore({ session: { data: session, loading: false } }, { persist: false });
  injectStore(store);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
  return { store, queryClient, wrapper };
}

/** Answers every method on `path` (with `data`, or by `resolver`), recording the requests. */
export function recordRequests(
  path: string,
  answer: { data?: unknown; total?: number; resolver?: HttpResponseResolver } = {},
): Request[] {
  const requests: Request[] = [];
  mswServer.use(
    http.all(apiUrl(path), (info) => {
      requests.push(info.request.clone());
      if (answer.resolver) return answer.resolver(info);
      return okEnvelope(
        answer.data ?? null,
        answer.total === undefined ? {} : { total: answer.total },
      );
    }),
  );
  return requests;
}

/** The query string of a recorded request, as an object. */
export function queryOf(request: Request | undefined): Record<string, string> {
  return Object.fromEntries(new URL(request?.url ?? 'http://none/').searchParams);
}

/** A book on a shelf: the test-only thing the declared calls of these tests read and change. */
export interface Book {
  id: number;
  title: string;
  isRead: boolean;
}

/** A page of one shelf's books. */
export type Shelf = { shelf: string } & Required<PageQuery>;

/** The test-only key factory, as contracts/query-keys/ writes them. */
export const bookKeys = {
  all: ['books'] as const,
  detail: (id: number) => [...bookKeys.all, 'detail', id] as const,
  shelf: (shelf: Shelf) => [...bookKeys.all, 'shelf', shelf] as const,
  ofReader: (userId: number | null, shelf: string) =>
    [...bookKeys.all, 'reader', userId ?? 'none', shelf] as const,
};
