import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { makeQueryClient, queryRetryDelay, shouldRetryQuery } from '@/api/query-client';

function anApiError(status: number | null): ApiError {
  return new ApiError({
    message: 'failed',
    code: status === null ? 'network_error' : 'internal_error',
    status,
  });
}

describe('makeQueryClient', () => {
  it('keeps query data fresh for 600000 ms and does not refetch on window focus', () => {
    const queries = makeQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(600_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
  });

  it('makes a new client each time', () => {
    expect(makeQueryClient()).not.toBe(makeQueryClient());
    expect(makeQueryClient()).toBeInstanceOf(QueryClient);
  });
});

describe('query retries', () => {
  it('retries a failed query 3 times', () => {
    const error = new Error('boom');
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('retries network failures and 5xx answers', () => {
    expect(shouldRetryQuery(0, anApiError(null))).toBe(true);
    expect(shouldRetryQuery(0, anApiError(500))).toBe(true);
    expect(shouldRetryQuery(0, anApiError(503))).toBe(true);
  });

  it('does not retry a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 422, 429]) {
      expect(shouldRetryQuery(0, anApiError(status))).toBe(false);
    }
  });

  it('backs off exponentially from 1000 ms and caps the delay at 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it.each([
    ['stops after 3 retries of a failing query', null, 4],
    ['gives up at once on a 4xx answer', 404, 1],
  ] as const)('%s', async (_behaviour, status, expectedCalls) => {
    const client = new QueryClient({
      defaultOptions: {
        queries: { ...makeQueryClient().getDefaultOptions().queries, retryDelay: 0 },
      },
    });
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['fails', status],
        queryFn: () => {
          calls += 1;
          return Promise.reject(anApiError(status));
        },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(expectedCalls);
  });
});
