import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ApiFailure, ApiSuccess, FieldErrors } from '@/contracts/api-envelope';
import type { ErrorCode } from '@/contracts/error-codes';
import { configureApiBaseUrl } from '@/api/client';

/**
 * MSW stands in for our HTTP API in client tests (ARCHITECTURE: component tests use MSW). The
 * API client is pointed at an absolute base so requests have a host MSW can match.
 */
export const testApiBase = 'http://hearth.test/api/';

/** The absolute URL of an API path, for MSW handlers: `http.get(apiUrl('web-settings'), …)`. */
export function apiUrl(path: string): string {
  return `${testApiBase}${path.replace(/^\/+/, '')}`;
}

/**
 * Every signed-in page's header asks for the unread badges (components/layout/notification-bell.tsx):
 * answered with none unread unless a test says otherwise, so screens' tests need not repeat it.
 */
const headerHandlers = [
  http.get(apiUrl('get_unread_counts'), () => okEnvelope({ messages: 0, notifications: 0 })),
];

export const mswServer = setupServer(...headerHandlers);

/** Requests no handler answered since the last check, as `METHOD url`. */
const unhandledRequests: string[] = [];

/**
 * Starts MSW once for every client test (from the client setup): a request the test's handlers
 * do not answer fails with MSW's error instead of reaching the network (any server on
 * localhost, the real API). The API client is pointed at `testApiBase`, so no request is
 * relative to jsdom's `http://localhost:3000`.
 */
export function startMswForClientTests(): void {
  beforeAll(() => {
    configureApiBaseUrl(testApiBase);
    mswServer.events.on('request:unhandled', ({ request }) => {
      unhandledRequests.push(`${request.method} ${request.url}`);
    });
    mswServer.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    mswServer.resetHandlers();
    unhandledRequests.length = 0;
  });
  afterAll(() => {
    mswServer.close();
    configureApiBaseUrl();
  });
}

/** The requests no handler answered in this test so far, forgotten once taken. */
export function takeUnhandledRequests(): string[] {
  return unhandledRequests.splice(0);
}

/** A success envelope as the API sends it. */
export function okEnvelope<T>(data: T, extra: Partial<ApiSuccess<T>> = {}) {
  const body: ApiSuccess<T> = { error: false, message: 'OK', data, ...extra };
  return HttpResponse.json(body);
}

/** A failure envelope with its HTTP status. */
export function failEnvelope(
  status: number,
  code: ErrorCode,
  message: string,
  extra: { errors?: FieldErrors; request_id?: string } = {},
) {
  const body: ApiFailure = { error: true, message, code, ...extra };
  return HttpResponse.json(body, { status });
}

/** A POST to `path` refused with 422 and these field errors, as the API's validation does. */
export function refuseWithFieldErrors(
  path: string,
  errors: FieldErrors,
  message = 'Please correct the highlighted fields.',
) {
  return http.post(apiUrl(path), () => failEnvelope(422, 'validation_failed', message, { errors }));
}

/** Answers every POST to `path` with `data`, counting them (`calls.count`). */
export function countPosts(path: string, data: unknown = null): { readonly count: number } {
  const calls = { count: 0 };
  mswServer.use(
    http.post(apiUrl(path), () => {
      calls.count += 1;
      return okEnvelope(data);
    }),
  );
  return calls;
}
