import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiFailure, ApiSuccess } from '@/contracts/api-envelope';
import type { Database } from '@/server/db/database';
import { createApiHandler } from '@/server/http/api-handler';
import type { Logger } from '@/server/core/logger';
import type { RouteDefinition } from '@/server/core/route';
import { apiRoutes } from '@/server/http/routes';
import { openForTheFile, setUpTestDatabase, type TestDatabase } from './test-database';

export interface ApiTestResponse<T> {
  status: number;
  headers: Headers;
  body: ApiSuccess<T> | ApiFailure;
}

export interface ApiTestServer {
  baseUrl: string;
  call<T = unknown>(
    method: string,
    path: string,
    options?: {
      query?: Record<string, string | number>;
      json?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
      token?: string;
    },
  ): Promise<ApiTestResponse<T>>;
  close(): Promise<void>;
}

export interface ApiTestServerOptions {
  routes?: readonly RouteDefinition[];
  bodyLimitBytes?: number;
  /** Stands in for Next's `res.revalidate` (our server has no Next around it here). */
  revalidatePage?: (path: string) => Promise<void>;
  /** Where the pipeline logs (default: the process logger). */
  logger?: Logger;
}

/**
 * Starts the API test server over this file's test database before its tests (register it
 * after `setUpTestDatabase`, so it starts on the open database and stops before it closes).
 */
export function setUpApiTestServer(
  database: TestDatabase,
  options: ApiTestServerOptions = {},
): ApiTestServer {
  const started = openForTheFile('The API test server', () =>
    startApiTestServer(database.db, options),
  );
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    call<T>(method: string, path: string, callOptions?: Parameters<ApiTestServer['call']>[2]) {
      return started().call<T>(method, path, callOptions);
    },
    close: () => started().close(),
  };
}

export interface ApiTest extends ApiTestServer {
  /** The file's test database, open while its tests run. */
  readonly db: Database;
}

/**
 * The usual start of an API test file: a fresh test database for the file and our API over it
 * (`api.db` for the rows, `api.call` for the calls).
 */
export function setUpApiTest(options: ApiTestServerOptions = {}): ApiTest {
  const database = setUpTestDatabase();
  const server = setUpApiTestServer(database, options);
  return Object.defineProperty(server, 'db', { get: () => database.db }) as ApiTest;
}

/** Our real API handler on a real HTTP port, over the test database (no mocks). */
export async function startApiTestServer(
  db: Database,
  options: ApiTestServerOptions = {},
): Promise<ApiTestServer> {
  const { revalidatePage } = options;
  const handler = createApiHandler({
    routes: options.routes ?? apiRoutes,
    getDatabase: async () => db,
    bodyLimitBytes: options.bodyLimitBytes,
    logger: options.logger,
    revalidatePage: revalidatePage ? (_res, path) => revalidatePage(path) : undefined,
  });
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/api/`;
  return {
    baseUrl,
    async call(method, path, callOptions = {}) {
      const url = new URL(path, baseUrl);
      for (const [key, value] of Object.entries(callOptions.query ?? {})) {
        url.searchParams.set(key, String(value));
      }
      const headers: Record<string, string> = { ...(callOptions.headers ?? {}) };
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      let body: string | undefined = callOptions.rawBody;
      if (callOptions.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(callOptions.json);
      }
      const response = await fetch(url, { method, headers, body });
      // A route that writes its own answer (a CSV download) comes back as its text in `data`.
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      return {
        status: response.status,
        headers: response.headers,
        body: (isJson
          ? await response.json()
          : { error: false, message: 'OK', data: await response.text() }) as
          ApiSuccess<never> | ApiFailure,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A live stream a test left open would otherwise keep the server from closing.
        server.closeAllConnections();
      }),
  };
}
