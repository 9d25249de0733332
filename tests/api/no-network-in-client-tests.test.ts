/**
 * Client tests never reach the network: MSW (started once in the client setup) fails every
 * request no handler answers, and the test that sent it. Before this, a file without MSW sent
 * its refetches to jsdom's origin, http://localhost:3000, where any dev server could answer.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '@/api/client';
import { queryStaleTimeMs } from '@/api/query-client';
import { makeTestProviders } from '../support/client-providers';
import { takeEscapedRequests, testApiBase } from '../support/msw-server';

describe('requests in client tests', () => {
  it('fails an API call no handler answers, and reports it so the test fails', async () => {
    await expect(callApi({ method: 'GET', path: 'web-settings' })).rejects.toThrow();

    expect(takeEscapedRequests()).toEqual([`GET ${testApiBase}web-settings`]);
  });

  it("stops a request to jsdom's origin, where a dev server may be listening", async () => {
    await expect(fetch('http://localhost:3000/api/web-settings')).rejects.toThrow();

    expect(takeEscapedRequests()).toEqual(['GET http://localhost:3000/api/web-settings']);
  });

  it("keeps preloaded query data fresh as the app does, so a test's data is not refetched", () => {
    const { queryClient } = makeTestProviders();

    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(queryStaleTimeMs);
  });
});
