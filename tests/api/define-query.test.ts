import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiSuccess } from '@/contracts/api-envelope';
import { dataOf } from '@/api/answers';
import { ApiError } from '@/api/api-error';
import { injectStore } from '@/api/client';
import { defineQuery, defineUserQuery } from '@/api/define-query';
import { pageOf } from '@/api/list-page';
import { makeQueryClient } from '@/api/query-client';
import { aCallTestKit, bookKeys, queryOf, recordRequests, type Shelf } from './call-test-kit';

afterEach(() => injectStore(null));

/** Test-only calls, declared as the files under api/ declare theirs. */

const booksQuery = defineQuery('test/books', {
  key: bookKeys.shelf,
  query: (shelf: Shelf) => ({ shelf_id: shelf.shelf, limit: shelf.limit, offset: shelf.offset }),
  answer: pageOf<string>,
  keepsPrevious: true,
});

const openBooksQuery = defineQuery('test/open-books', {
  auth: false,
  key: bookKeys.shelf,
  answer: ({ data, message }: ApiSuccess<string[]>) => ({ titles: data, said: message }),
});

const firstShelf: Shelf = { shelf: 'poetry', limit: 2, offset: 0 };

describe('defineQuery', () => {
  it('asks its path with the query its parameters map to and answers what `answer` reads', async () => {
    const requests = recordRequests('test/books', { data: ['Odes', 'Sonnets'], total: 9 });
    const page = await makeQueryClient().fetchQuery(booksQuery.options(firstShelf));
    expect(page).toEqual({ data: ['Odes', 'Sonnets'], total: 9 });
    expect(requests[0]?.method).toBe('GET');
    expect(queryOf(requests[0])).toEqual({ shelf_id: 'poetry', limit: '2', offset: '0' });
  });

  it("keeps the answer under the key factory's key for the parameters", async () => {
    recordRequests('test/books', { data: ['Odes'] });
    const client = makeQueryClient();
    expect(booksQuery.options(firstShelf).queryKey).toEqual(bookKeys.shelf(firstShelf));
    await client.fetchQuery(booksQuery.options(firstShelf));
    expect(client.getQueryData(bookKeys.shelf(firstShelf))).toEqual({ data: ['Odes'], total: 1 });
  });

  it('sends the bearer token of the session, and none for an open call (auth: false)', async () => {
    const kit = aCallTestKit({ id: 7 });
    const sent = recordRequests('test/books', { data: [] });
    const open = recordRequests('test/open-books', { data: [] });
    await kit.queryClient.fetchQuery(booksQuery.options(firstShelf));
    await kit.queryClient.fetchQuery(openBooksQuery.options(firstShelf));
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token-of-the-viewer');
    expect(open[0]?.headers.get('authorization')).toBeNull();
  });

  it('rejects with the ApiError of an error flag, even in an HTTP 200 answer', async () => {
    recordRequests('test/books', {
      resolver: () => HttpResponse.json({ error: true, code: 'forbidden', message: 'Not yours' }),
    });
    const failure = await makeQueryClient()
      .fetchQuery(booksQuery.options(firstShelf))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'forbidden', message: 'Not yours', status: 200 });
  });

  it("gives the call's own staleTime and retry to its queryOptions, and nothing else", () => {
    const freshQuery = defineQuery('test/fresh', {
      key: () => ['fresh'] as const,
      answer: dataOf<number>,
      staleTime: 0,
      retry: false,
    });
    expect(freshQuery.options()).toMatchObject({ staleTime: 0, retry: false });
    expect(booksQuery.options(firstShelf)).not.toHaveProperty('staleTime');
    expect(booksQuery.options(firstShelf)).not.toHaveProperty('retry');
  });
});

describe("defineQuery's hook", () => {
  it('asks at once for anyone when the call names no viewer', async () => {
    const requests = recordRequests('test/open-books', { data: ['Odes'] });
    const { result } = renderHook(() => openBooksQuery.use(firstShelf), {
      wrapper: aCallTestKit().wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual({ titles: ['Odes'], said: 'OK' }));
    expect(requests).toHaveLength(1);
  });

  it.each([
    { viewer: 'staff' as const, waiting: {}, served: { role: 'admin' as const } },
    {
      viewer: 'staff' as const,
      waiting: { role: 'user' as const },
      served: { role: 'moderator' as const },
    },
    { viewer: 'signed-in' as const, waiting: null, served: {} },
  ])('stays idle until the viewer it names is signed in (viewer: $viewer)', async (example) => {
    const path = `test/for-${example.viewer}`;
    const viewerQuery = defineQuery(path, {
      key: () => ['for', example.viewer] as const,
      answer: dataOf<string[]>,
      viewer: example.viewer,
    });
    const requests = recordRequests(path, { data: ['pending'] });
    const waiting = renderHook(() => viewerQuery.use(), {
      wrapper: aCallTestKit(example.waiting).wrapper,
    });
    expect(waiting.result.current.fetchStatus).toBe('idle');
    const served = renderHook(() => viewerQuery.use(), {
      wrapper: aCallTestKit(example.served).wrapper,
    });
    await waitFor(() => expect(served.result.current.data).toEqual(['pending']));
    expect(requests).toHaveLength(1);
  });

  it('asks only for the parameters `enabled` accepts', async () => {
    const citiesQuery = defineQuery('test/cities', {
      key: (country: string) => ['cities', country] as const,
      query: (country) => ({ country }),
      answer: dataOf<string[]>,
      enabled: (country) => country !== '',
    });
    const requests = recordRequests('test/cities', { data: ['Porto'] });
    const { result, rerender } = renderHook(({ country }) => citiesQuery.use(country), {
      wrapper: aCallTestKit().wrapper,
      initialProps: { country: '' },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ country: 'PT' });
    await waitFor(() => expect(result.current.data).toEqual(['Porto']));
    expect(requests.map(queryOf)).toEqual([{ country: 'PT' }]);
  });

  it('keeps the previous page shown while the next one loads (keepsPrevious)', async () => {
    let release: () => void = () => undefined;
    const nextPageHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    recordRequests('test/books', {
      resolver: async ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset');
        if (offset === '2') await nextPageHeld;
        const data = offset === '2' ? ['Psalms'] : ['Odes', 'Sonnets'];
        return HttpResponse.json({ error: false, message: 'OK', data, total: 3 });
      },
    });
    const { result, rerender } = renderHook(({ shelf }) => booksQuery.use(shelf), {
      wrapper: aCallTestKit().wrapper,
      initialProps: { shelf: firstShelf },
    });
    await waitFor(() => expect(result.current.data?.data).toEqual(['Odes', 'Sonnets']));
    rerender({ shelf: { ...firstShelf, offset: 2 } });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.data).toEqual(['Odes', 'Sonnets']);
    act(() => release());
    await waitFor(() => expect(result.current.data?.data).toEqual(['Psalms']));
  });
});

describe('defineUserQuery', () => {
  const readerShelfQuery = defineUserQuery('test/reader-shelf', {
    userKey: bookKeys.ofReader,
    query: (shelf) => ({ shelf }),
    answer: dataOf<string[]>,
  });

  it("keys the answer with the signed-in user's id first", async () => {
    recordRequests('test/reader-shelf', { data: ['Odes'] });
    const kit = aCallTestKit({ id: 42 });
    const { result } = renderHook(() => readerShelfQuery.use('poetry'), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['Odes']));
    expect(readerShelfQuery.options(42, 'poetry').queryKey).toEqual([
      'books',
      'reader',
      42,
      'poetry',
    ]);
    expect(kit.queryClient.getQueryData(bookKeys.ofReader(42, 'poetry'))).toEqual(['Odes']);
  });

  it('sends only the parameters, not the user id, and stays idle while nobody is signed in', async () => {
    const requests = recordRequests('test/reader-shelf', { data: [] });
    const visitor = renderHook(() => readerShelfQuery.use('poetry'), {
      wrapper: aCallTestKit(null).wrapper,
    });
    expect(visitor.result.current.fetchStatus).toBe('idle');
    const reader = renderHook(() => readerShelfQuery.use('poetry'), {
      wrapper: aCallTestKit({ id: 42 }).wrapper,
    });
    await waitFor(() => expect(reader.result.current.isSuccess).toBe(true));
    expect(requests.map(queryOf)).toEqual([{ shelf: 'poetry' }]);
  });
});
