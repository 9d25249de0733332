/**
 * The API client (axios with its interceptors) against our HTTP API, answered by MSW
 * (ARCHITECTURE: client tests use MSW, server tests exercise the real API).
 */
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { callApi, injectStore, type ApiCall } from '@/api/client';
import { makeStore, type AppStore } from '@/store/make-store';
import { signInSucceeded } from '@/store/slices/session-slice';
import { describeApiError } from '@/api/api-error';
import { aSession } from '../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../support/msw-server';

vi.mock('react-toastify/unstyled', () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

let store: AppStore;

beforeEach(() => {
  store = makeStore({}, { persist: false });
  injectStore(store);
});

afterEach(() => {
  injectStore(null);
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.warning).mockClear();
});

/** Answers `path` with a success envelope and records the requests it received. */
function recordRequests(path: string, data: unknown = { ok: true }): Request[] {
  const requests: Request[] = [];
  server.use(
    http.all(apiUrl(path), ({ request }) => {
      requests.push(request);
      return okEnvelope(data);
    }),
  );
  return requests;
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('callApi against the HTTP API (answered by MSW)', () => {
  it('resolves with the success envelope', async () => {
    recordRequests('get-cities-data', [{ city: 'Lisbon' }]);
    const answer = await callApi<Array<{ city: string }>>({
      method: 'GET',
      path: 'get-cities-data',
    });
    expect(answer).toEqual({ error: false, message: 'OK', data: [{ city: 'Lisbon' }] });
  });

  it('adds the bearer token when the store holds a session', async () => {
    store.dispatch(signInSucceeded(aSession({ token: 'secret-token' })));
    const requests = recordRequests('get_favourite_property');
    await callApi({ method: 'GET', path: 'get_favourite_property' });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('sends no bearer token when the call opts out with auth: false', async () => {
    store.dispatch(signInSucceeded(aSession()));
    const requests = recordRequests('get_languages');
    await callApi({ method: 'GET', path: 'get_languages', auth: false });
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('sends no bearer token when nobody is signed in', async () => {
    const requests = recordRequests('web-settings');
    await callApi({ method: 'GET', path: 'web-settings' });
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('waits for the stored session to be restored before sending an authenticated call', async () => {
    let restore: () => void = () => undefined;
    const restored = new Promise<void>((resolve) => {
      restore = resolve;
    });
    injectStore(store, { whenReady: () => restored });
    const requests = recordRequests('get_chats');
    const answer = callApi({ method: 'GET', path: 'get_chats' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toHaveLength(0);
    store.dispatch(signInSucceeded(aSession({ token: 'restored-token' })));
    restore();
    await answer;
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer restored-token');
  });

  it('drops undefined, null and empty query values and joins arrays with commas', async () => {
    const requests = recordRequests('get-property-list');
    await callApi({
      method: 'GET',
      path: 'get-property-list',
      query: {
        city: 'Lisbon',
        state: '',
        country: null,
        category_id: undefined,
        parameter_id: [3, 5],
        facilities: [],
        min_price: 0,
        promoted: true,
      },
    });
    const url = new URL(requests[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      city: 'Lisbon',
      parameter_id: '3,5',
      min_price: '0',
      promoted: 'true',
    });
  });

  it('posts plain objects as JSON', async () => {
    const requests = recordRequests('add_favourite');
    await callApi({ method: 'POST', path: 'add_favourite', body: { property_id: 4, type: 1 } });
    expect(requests[0]?.headers.get('content-type')).toContain('application/json');
    expect(await requests[0]?.json()).toEqual({ property_id: 4, type: 1 });
  });

  it('posts FormData as multipart', async () => {
    const requests = recordRequests('update_profile');
    const form = new FormData();
    form.append('name', 'Amina');
    await callApi({ method: 'POST', path: 'update_profile', body: form });
    expect(requests[0]?.headers.get('content-type')).toContain('multipart/form-data');
    expect((await requests[0]?.formData())?.get('name')).toBe('Amina');
  });

  it.each<[string, ApiCall, () => Response, Partial<ApiError>]>([
    [
      'rejects with the message and code of an error flag even in an HTTP 200 answer',
      { method: 'GET', path: 'get-package' },
      () => HttpResponse.json({ error: true, message: 'Package not available', code: 'forbidden' }),
      { message: 'Package not available', code: 'forbidden', status: 200 },
    ],
    [
      'rejects an HTTP 422 with the field errors and request id',
      { method: 'POST', path: 'contct_us', body: { email: 'nope' } },
      () =>
        failEnvelope(422, 'validation_failed', 'Please check the form', {
          errors: { email: 'Enter a valid email' },
          request_id: 'req-1',
        }),
      {
        message: 'Please check the form',
        code: 'validation_failed',
        status: 422,
        fieldErrors: { email: 'Enter a valid email' },
        requestId: 'req-1',
      },
    ],
    [
      'rejects an HTTP failure without an envelope with a code for its status',
      { method: 'GET', path: 'faqs' },
      () => new HttpResponse('Bad gateway', { status: 502 }),
      { message: 'Oops! Something went wrong', code: 'internal_error', status: 502 },
    ],
    [
      'reads the seconds a 429 answer asks to wait from its Retry-After header',
      { method: 'GET', path: 'get-otp', auth: false },
      () =>
        HttpResponse.json(
          { error: true, message: 'Too many requests', code: 'rate_limited' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      { code: 'rate_limited', status: 429, retryAfterSeconds: 42 },
    ],
    [
      'rejects a network failure as network_error without a status',
      { method: 'GET', path: 'faqs' },
      () => HttpResponse.error(),
      { message: 'Oops! Something went wrong', code: 'network_error', status: null },
    ],
  ])('%s', async (_behaviour, call, answer, expected) => {
    const route = { GET: http.get, POST: http.post, DELETE: http.delete }[call.method];
    server.use(route(apiUrl(call.path), answer));
    const error = await rejectionOf(callApi(call));
    expect(error).toMatchObject(expected);
  });

  it('shows no toast for a failure unless the call enables toasts', async () => {
    server.use(http.get(apiUrl('faqs'), () => failEnvelope(404, 'not_found', 'No such page')));
    await rejectionOf(callApi({ method: 'GET', path: 'faqs' }));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the server message as an error toast when the call enables toasts', async () => {
    server.use(http.get(apiUrl('faqs'), () => failEnvelope(404, 'not_found', 'No such page')));
    await rejectionOf(callApi({ method: 'GET', path: 'faqs', toast: true }));
    // The toast library loads with the first toast (utils/notify), so the toast follows shortly.
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe('No such page');
  });

  it("toasts the page language's sentence for the error code when it has one", async () => {
    injectStore(store, {
      describeError: (error) => describeApiError(error, { 'errors.not_found': 'غير موجود' }),
    });
    server.use(http.get(apiUrl('faqs'), () => failEnvelope(404, 'not_found', 'No such page')));
    await rejectionOf(callApi({ method: 'GET', path: 'faqs', toast: true }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe('غير موجود');
  });

  it('signs the user out on a 401 session_expired answer', async () => {
    store.dispatch(signInSucceeded(aSession()));
    server.use(
      http.get(apiUrl('get_chats'), () =>
        failEnvelope(401, 'session_expired', 'Your session has expired'),
      ),
    );
    const error = await rejectionOf(callApi({ method: 'GET', path: 'get_chats' }));
    expect(error).toMatchObject({ code: 'session_expired', status: 401 });
    expect(store.getState().session).toEqual({ data: null, loading: false });
    // The visitor is told why, even though the call itself asked for no toast.
    await vi.waitFor(() => expect(toast.warning).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast.warning).mock.calls[0]?.[0]).toBe('Your session has expired');
  });

  it('signs the user out on a 401 account_deactivated answer', async () => {
    store.dispatch(signInSucceeded(aSession()));
    server.use(
      http.get(apiUrl('get_chats'), () =>
        failEnvelope(401, 'account_deactivated', 'Account deactivated by admin'),
      ),
    );
    await rejectionOf(callApi({ method: 'GET', path: 'get_chats' }));
    expect(store.getState().session.data).toBeNull();
  });

  it('keeps a newer session when a late 401 answers a call made with an older token', async () => {
    store.dispatch(signInSucceeded(aSession({ token: 'old-token' })));
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(apiUrl('get_chats'), async () => {
        await answered;
        return failEnvelope(401, 'session_expired', 'Your session has expired');
      }),
    );
    const late = rejectionOf(callApi({ method: 'GET', path: 'get_chats' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.dispatch(signInSucceeded(aSession({ token: 'new-token' })));
    answer();
    await late;
    expect(store.getState().session.data?.token).toBe('new-token');
  });

  it('sends the language of the page with every call', async () => {
    document.documentElement.lang = 'ar';
    const requests = recordRequests('get_categories');
    await callApi({ method: 'GET', path: 'get_categories', auth: false });
    expect(requests[0]?.headers.get('accept-language')).toBe('ar');
  });

  it('reports the share of an upload sent so far', async () => {
    recordRequests('post_property');
    const form = new FormData();
    form.append('title_image', new Blob([new Uint8Array(64 * 1024)]), 'photo.png');
    const fractions: number[] = [];
    await callApi({
      method: 'POST',
      path: 'post_property',
      body: form,
      onUploadProgress: (fraction) => fractions.push(fraction),
    });
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  });

  it('passes a cancellation on as it is, not as a failure', async () => {
    server.use(
      http.get(apiUrl('faqs'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return okEnvelope([]);
      }),
    );
    const controller = new AbortController();
    const pending = callApi({ method: 'GET', path: 'faqs', signal: controller.signal });
    controller.abort();
    const reason = await pending.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(reason).not.toBeInstanceOf(ApiError);
    expect((reason as { code?: string }).code).toBe('ERR_CANCELED');
  });

  it('keeps the session on other failures', async () => {
    store.dispatch(signInSucceeded(aSession()));
    server.use(http.get(apiUrl('get_chats'), () => failEnvelope(403, 'forbidden', 'Not allowed')));
    await rejectionOf(callApi({ method: 'GET', path: 'get_chats' }));
    expect(store.getState().session.data).not.toBeNull();
  });
});
