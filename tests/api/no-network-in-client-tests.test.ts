/**
 * Client tests never reach the network: MSW (started once in the client setup) fails every
 * request no handler answers. Before this, a file without MSW sent its refetches to jsdom's
 * origin, http://localhost:3000, where any dev server could answer them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/api/client';
import { queryStaleTimeMs } from '@/api/query-client';
import { makeTestProviders } from '../support/client-providers';
import { takeUnhandledRequests, testApiBase } from '../support/msw-server';

// A server on this machine, as a developer's dev server would be: it must hear nothing.
let localServer: Server;
let localOrigin = '';
const heardByLocalServer: string[] = [];

beforeAll(async () => {
  localServer = createServer((request, response) => {
    heardByLocalServer.push(`${request.method} ${request.url}`);
    response.end('{"error":false,"message":"OK","data":{}}');
  });
  await new Promise<void>((resolve) => localServer.listen(0, '127.0.0.1', resolve));
  localOrigin = `http://127.0.0.1:${(localServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => localServer.close(() => resolve())));

describe('requests in client tests', () => {
  it('fails an API call no handler answers, with MSW’s error', async () => {
    await expect(callApi({ method: 'GET', path: 'web-settings' })).rejects.toThrow();

    expect(takeUnhandledRequests()).toEqual([`GET ${testApiBase}web-settings`]);
  });

  it('stops a request to a server listening on this machine before it leaves', async () => {
    await expect(fetch(`${localOrigin}/api/web-settings`)).rejects.toThrow();

    expect(takeUnhandledRequests()).toEqual([`GET ${localOrigin}/api/web-settings`]);
    expect(heardByLocalServer).toEqual([]);
  });

  it("keeps preloaded query data fresh as the app does, so a test's data is not refetched", () => {
    const { queryClient } = makeTestProviders();

    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(queryStaleTimeMs);
  });
});
