import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dataOf, messageOf } from '@/api/answers';
import { ApiError } from '@/api/api-error';
import { injectStore } from '@/api/client';
import { defineMutation, updateAtOnce } from '@/api/define-mutation';
import { failEnvelope } from '../support/msw-server';
import { aCallTestKit, bookKeys, queryOf, recordRequests, type Book } from './call-test-kit';

afterEach(() => injectStore(null));

const aBook: Book = { id: 3, title: 'Odes', isRead: false };
const poetry = { shelf: 'poetry', limit: 10, offset: 0 };

/** Test-only calls, declared as the files under api/ declare theirs. */
const renameBook = defineMutation('POST', 'test/rename-book', {
  body: (input: { id: number; title: string }) => ({ book_id: input.id, title: input.title }),
  answer: dataOf<Book>,
  invalidateOnSuccess: [bookKeys.all],
});

const markRead = defineMutation('POST', 'test/mark-read', {
  body: (input: { id: number; isRead: boolean }) => ({ book_id: input.id, read: input.isRead }),
  invalidateOnSettled: [bookKeys.shelf(poetry)],
  ...updateAtOnce(
    (input: { id: number; isRead: boolean }) => bookKeys.detail(input.id),
    (book: Book, input) => ({ ...book, isRead: input.isRead }),
  ),
});

/** A query whose answer is cached and up to date, to see what a mutation marks stale. */
function cacheFresh(kit: ReturnType<typeof aCallTestKit>, key: readonly unknown[], data: unknown) {
  kit.queryClient.setQueryData(key, data);
  expect(kit.queryClient.getQueryState(key)?.isInvalidated).toBe(false);
}

describe('defineMutation', () => {
  it('sends its method, path and body, with the bearer token, and answers what `answer` reads', async () => {
    const requests = recordRequests('test/rename-book', { data: { ...aBook, title: 'Epodes' } });
    const kit = aCallTestKit({ id: 7 });
    const { result } = renderHook(() => renameBook.use(), { wrapper: kit.wrapper });
    let answer: Book | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync({ id: 3, title: 'Epodes' });
    });
    expect(answer).toEqual({ ...aBook, title: 'Epodes' });
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual({ book_id: 3, title: 'Epodes' });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token-of-the-viewer');
  });

  it('sends the input as the query of a GET call, without the bearer token when open', async () => {
    const askCode = defineMutation('GET', 'test/ask-code', {
      auth: false,
      query: (input: { email: string }) => ({ email: input.email }),
      answer: messageOf,
    });
    const requests = recordRequests('test/ask-code', { data: null });
    aCallTestKit({ id: 7 });
    expect(await askCode.send({ email: 'amina@example.test' })).toBe('OK');
    expect(requests[0]?.method).toBe('GET');
    expect(queryOf(requests[0])).toEqual({ email: 'amina@example.test' });
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('answers nothing when the call declares no answer, and may take its path from the input', async () => {
    const shelve = defineMutation(
      'POST',
      (input: { shelf: string }) => `test/shelve-${input.shelf}`,
      {
        body: () => ({}),
      },
    );
    const requests = recordRequests('test/shelve-poetry', { data: { shelved: true } });
    expect(await shelve.send({ shelf: 'poetry' })).toBeUndefined();
    expect(requests).toHaveLength(1);
  });

  it('rejects with the ApiError of a failed answer', async () => {
    recordRequests('test/rename-book', {
      resolver: () =>
        failEnvelope(422, 'validation_failed', 'Too long', { errors: { title: 'Too long' } }),
    });
    const failure = await renameBook
      .send({ id: 3, title: 'x'.repeat(300) })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'validation_failed',
      status: 422,
      fieldErrors: { title: 'Too long' },
    });
  });

  it('invalidates its keys once the call succeeded', async () => {
    recordRequests('test/rename-book', { data: aBook });
    const kit = aCallTestKit({ id: 7 });
    cacheFresh(kit, bookKeys.detail(3), aBook);
    const { result } = renderHook(() => renameBook.use(), { wrapper: kit.wrapper });
    await act(() => result.current.mutateAsync({ id: 3, title: 'Odes' }));
    expect(kit.queryClient.getQueryState(bookKeys.detail(3))?.isInvalidated).toBe(true);
  });

  it('leaves the cache as it was when a call that invalidates on success fails', async () => {
    recordRequests('test/rename-book', { resolver: () => failEnvelope(409, 'conflict', 'Taken') });
    const kit = aCallTestKit({ id: 7 });
    cacheFresh(kit, bookKeys.detail(3), aBook);
    const { result } = renderHook(() => renameBook.use(), { wrapper: kit.wrapper });
    await act(() => result.current.mutateAsync({ id: 3, title: 'Odes' }).catch(() => undefined));
    expect(kit.queryClient.getQueryState(bookKeys.detail(3))?.isInvalidated).toBe(false);
  });
});

describe('updateAtOnce', () => {
  it('shows the change at once, keeps it when the call succeeds and invalidates on settled', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    recordRequests('test/mark-read', {
      resolver: async () => {
        await held;
        return HttpResponse.json({ error: false, message: 'OK', data: null });
      },
    });
    const kit = aCallTestKit({ id: 7 });
    kit.queryClient.setQueryData(bookKeys.detail(3), aBook);
    cacheFresh(kit, bookKeys.shelf(poetry), [aBook]);
    const { result } = renderHook(() => markRead.use(), { wrapper: kit.wrapper });
    act(() => result.current.mutate({ id: 3, isRead: true }));
    await waitFor(() =>
      expect(kit.queryClient.getQueryData(bookKeys.detail(3))).toEqual({ ...aBook, isRead: true }),
    );
    act(() => release());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(kit.queryClient.getQueryData(bookKeys.detail(3))).toEqual({ ...aBook, isRead: true });
    expect(kit.queryClient.getQueryState(bookKeys.shelf(poetry))?.isInvalidated).toBe(true);
  });

  it('puts the answer back as it was when the call fails, and still invalidates on settled', async () => {
    recordRequests('test/mark-read', { resolver: () => failEnvelope(403, 'forbidden', 'No') });
    const kit = aCallTestKit({ id: 7 });
    kit.queryClient.setQueryData(bookKeys.detail(3), aBook);
    cacheFresh(kit, bookKeys.shelf(poetry), [aBook]);
    const { result } = renderHook(() => markRead.use(), { wrapper: kit.wrapper });
    act(() => result.current.mutate({ id: 3, isRead: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(kit.queryClient.getQueryData(bookKeys.detail(3))).toEqual(aBook);
    expect(kit.queryClient.getQueryState(bookKeys.shelf(poetry))?.isInvalidated).toBe(true);
  });

  it('leaves an answer that is not cached alone', async () => {
    recordRequests('test/mark-read', { data: null });
    const kit = aCallTestKit({ id: 7 });
    const { result } = renderHook(() => markRead.use(), { wrapper: kit.wrapper });
    await act(() => result.current.mutateAsync({ id: 3, isRead: true }));
    expect(kit.queryClient.getQueryData(bookKeys.detail(3))).toBeUndefined();
  });
});
