import type { ApiFailure, ApiSuccess, FieldErrors } from '@/contracts/api-envelope';
import { isErrorCode, type ErrorCode } from '@/contracts/error-codes';
import type { UnknownAction } from '@/store/create-slice';
import type { LanguageState } from '@/store/slices/language-slice';
import { signedOut, type SessionState } from '@/store/slices/session-slice';
import { notify } from '@/utils/notify';
import { ApiError, describeApiError, genericErrorMessage } from './api-error';

/** The part of the store the client reads and dispatches to; injected, never imported. */
export interface ApiClientStore {
  getState(): { session: SessionState; language?: LanguageState };
  dispatch(action: UnknownAction): unknown;
}

export interface InjectStoreOptions {
  /**
   * Resolves when the persisted session is restored; authenticated requests wait for it (at most
   * `sessionWaitLimitMs`) so the first queries of a page load carry the token.
   */
  whenReady?: () => Promise<void>;
}

/** Slightly longer than the 5000 ms rehydrate timeout, after which rehydration gives up. */
export const sessionWaitLimitMs = 5500;

const defaultBaseUrl = '/api/';

let injected: { store: ApiClientStore; whenReady?: () => Promise<void> } | null = null;

/** Hands the app's store to the client (or null to detach it). */
export function injectStore(store: ApiClientStore | null, options: InjectStoreOptions = {}): void {
  injected = store ? { store, whenReady: options.whenReady } : null;
}

let baseUrl = defaultBaseUrl;

/** Points the client at another API base (tests: an absolute URL MSW answers). */
export function configureApiBaseUrl(url: string = defaultBaseUrl): void {
  baseUrl = url.endsWith('/') ? url : `${url}/`;
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** The bearer token to send, once the stored session is restored (or null). */
async function tokenToSend(auth: boolean): Promise<string | null> {
  if (!auth || !injected) return null;
  const { store, whenReady } = injected;
  if (whenReady) await waitAtMost(whenReady(), sessionWaitLimitMs);
  return store.getState().session.data?.token ?? null;
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'service_unavailable',
};

function codeForStatus(status: number): ErrorCode {
  if (status >= 200 && status < 300) return 'bad_request';
  return codeByStatus[status] ?? 'internal_error';
}

function isFailureBody(body: unknown): body is Partial<ApiFailure> & { error: true } {
  return typeof body === 'object' && body !== null && (body as { error?: unknown }).error === true;
}

function isSuccessBody(body: unknown): body is ApiSuccess<unknown> {
  return typeof body === 'object' && body !== null && (body as { error?: unknown }).error === false;
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

function requestIdOf(response: Response, body: unknown): string | undefined {
  const fromBody = isFailureBody(body) ? body.request_id : undefined;
  if (typeof fromBody === 'string') return fromBody;
  return response.headers.get('x-request-id') ?? undefined;
}

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** One ApiError from an answer that failed: an error-flag body or an HTTP failure status. */
function errorFromResponse(response: Response, body: unknown): ApiError {
  const failure = isFailureBody(body) ? body : undefined;
  return new ApiError({
    message:
      typeof failure?.message === 'string' && failure.message
        ? failure.message
        : genericErrorMessage,
    code: isErrorCode(failure?.code) ? failure.code : codeForStatus(response.status),
    status: response.status,
    fieldErrors: isFieldErrors(failure?.errors) ? failure.errors : undefined,
    requestId: requestIdOf(response, body),
    retryAfterSeconds: retryAfterOf(response),
  });
}

const signOutCodes: ReadonlySet<string> = new Set(['session_expired', 'account_deactivated']);

/** Side effects of a failure: end a dead session, show a toast when the call asked for one. */
function reportFailure(error: ApiError, sent: { token: string | null; toast: boolean }): ApiError {
  const store = injected?.store;
  if (store && error.status === 401 && signOutCodes.has(error.code)) {
    const currentToken = store.getState().session.data?.token;
    // A late answer to a request made with an older session must not end the current one.
    if (currentToken && currentToken === sent.token) store.dispatch(signedOut());
  }
  if (sent.toast) {
    const message = describeApiError(
      error,
      store?.getState().language?.selectedLanguage?.translations,
    );
    void notify('error', message, { toastId: `api-error:${error.code}:${message}` });
  }
  return error;
}

type QueryScalar = string | number | boolean | Date;

function isDropped(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

function scalarToString(value: QueryScalar | object): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Query parameters as sent: undefined, null and '' are dropped (spec: empty values dropped),
 * arrays are joined by commas (their empty items dropped), dates become ISO strings.
 */
export function toQueryParams(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (isDropped(value)) continue;
    let text: string | null;
    if (Array.isArray(value)) {
      text = value
        .filter((item) => !isDropped(item))
        .map((item: QueryScalar | object) => scalarToString(item))
        .filter((item): item is string => item !== null)
        .join(',');
    } else if (typeof value === 'function' || typeof value === 'symbol') {
      text = null;
    } else {
      text = scalarToString(value as QueryScalar | object);
    }
    if (text !== null && text !== '') params.append(name, text);
  }
  return params;
}

export interface ApiCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** The spec's path, without the /api/ prefix: 'web-settings', 'get_languages'. */
  path: string;
  query?: Record<string, unknown>;
  /** JSON, or multipart when FormData. Ignored for GET. */
  body?: Record<string, unknown> | FormData;
  /** Send the session's bearer token when there is one (default true). */
  auth?: boolean;
  /** Show an error toast on failure (default false; most calls disable toasts). */
  toast?: boolean;
  /** Abort signal (React Query passes one to query functions). */
  signal?: AbortSignal;
  /** Share of a multipart body sent so far, 0 to 1 (uploads show a progress bar). */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * fetch cannot report upload progress; XMLHttpRequest can. Same request, same answer (as a
 * Response), same abort and network-failure behaviour.
 */
function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData; signal?: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(event.loaded / event.total, 1));
      }
    };
    request.onload = () => {
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(request.responseText, { status: request.status, headers }));
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    init.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(init.body);
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Calls the API and resolves with the success envelope; rejects with an ApiError, or with the
 * abort reason when `signal` aborted the call (React Query cancelling a query: no failure).
 */
export async function callApi<T>(call: ApiCall): Promise<ApiSuccess<T>> {
  const toast = call.toast ?? false;
  const token = await tokenToSend(call.auth ?? true);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (call.method !== 'GET' && call.body !== undefined) {
    if (call.body instanceof FormData) {
      body = call.body;
    } else {
      body = JSON.stringify(call.body);
      headers['Content-Type'] = 'application/json';
    }
  }
  const query = toQueryParams(call.query).toString();
  const url = `${baseUrl}${call.path}${query ? `?${query}` : ''}`;
  let response: Response;
  try {
    response =
      call.onUploadProgress && body instanceof FormData
        ? await sendWithProgress(
            url,
            { method: call.method, headers, body, signal: call.signal },
            call.onUploadProgress,
          )
        : await fetch(url, { method: call.method, headers, body, signal: call.signal });
  } catch (error) {
    if (isAbort(error, call.signal)) throw error;
    throw reportFailure(
      new ApiError({
        message: genericErrorMessage,
        code: 'network_error',
        status: null,
        cause: error,
      }),
      { token, toast },
    );
  }
  let answer: unknown;
  try {
    answer = await readJson(response);
  } catch (error) {
    if (isAbort(error, call.signal)) throw error;
    answer = undefined;
  }
  // An error flag fails the call whatever the HTTP status; so does a body that is no envelope.
  if (response.ok && isSuccessBody(answer)) return answer as ApiSuccess<T>;
  throw reportFailure(errorFromResponse(response, answer), { token, toast });
}
