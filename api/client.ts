import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { UnknownAction } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import type { ApiFailure, ApiSuccess, FieldErrors } from '@/contracts/api-envelope';
import { isErrorCode, type ErrorCode } from '@/contracts/error-codes';
import type { LanguageState } from '@/store/slices/language-slice';
import { signedOut, type SessionState } from '@/store/slices/session-slice';
import { ApiError, describeApiError, genericErrorMessage } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Hearth: send the session's bearer token when there is one (default true). */
    hearthAuth?: boolean;
    /** Hearth: show an error toast when the call fails (default false). */
    hearthToast?: boolean;
    /** Hearth: the token this request was sent with (set by the request interceptor). */
    hearthSentToken?: string;
  }
}

/** The part of the Redux store the client reads and dispatches to; injected, never imported. */
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

/** Slightly longer than the 5000 ms rehydrate timeout, after which redux-persist gives up. */
export const sessionWaitLimitMs = 5500;

const defaultBaseUrl = '/api/';

let injected: { store: ApiClientStore; whenReady?: () => Promise<void> } | null = null;

/** Hands the app's store to the client (or null to detach it). */
export function injectStore(store: ApiClientStore | null, options: InjectStoreOptions = {}): void {
  injected = store ? { store, whenReady: options.whenReady } : null;
}

export const apiClient = axios.create({ baseURL: defaultBaseUrl });

/** Points the client at another API base (tests: an absolute URL MSW answers). */
export function configureApiBaseUrl(url: string = defaultBaseUrl): void {
  apiClient.defaults.baseURL = url;
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

apiClient.interceptors.request.use(async (config) => {
  if (config.hearthAuth === false || !injected) return config;
  const { store, whenReady } = injected;
  if (whenReady) await waitAtMost(whenReady(), sessionWaitLimitMs);
  const token = store.getState().session.data?.token;
  if (token) {
    config.headers.set('Authorization', `Bearer ${token}`);
    config.hearthSentToken = token;
  }
  return config;
});

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

function requestIdOf(response: AxiosResponse, body: unknown): string | undefined {
  const fromBody = isFailureBody(body) ? body.request_id : undefined;
  if (typeof fromBody === 'string') return fromBody;
  const fromHeader: unknown = response.headers['x-request-id'];
  return typeof fromHeader === 'string' ? fromHeader : undefined;
}

/** One ApiError from an answer that failed: an error-flag body or an HTTP failure status. */
function errorFromResponse(response: AxiosResponse, cause?: unknown): ApiError {
  const body: unknown = response.data;
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
    cause,
  });
}

const signOutCodes: ReadonlySet<string> = new Set(['session_expired', 'account_deactivated']);

/** Side effects of a failure: end a dead session, show a toast when the call asked for one. */
function reportFailure(error: ApiError, config: InternalAxiosRequestConfig | undefined): ApiError {
  const store = injected?.store;
  if (store && error.status === 401 && signOutCodes.has(error.code)) {
    const currentToken = store.getState().session.data?.token;
    // A late answer to a request made with an older session must not end the current one.
    if (currentToken && currentToken === config?.hearthSentToken) store.dispatch(signedOut());
  }
  if (config?.hearthToast) {
    const message = describeApiError(
      error,
      store?.getState().language?.selectedLanguage?.translations,
    );
    toast.error(message, { toastId: `api-error:${error.code}:${message}` });
  }
  return error;
}

apiClient.interceptors.response.use(
  (response) => {
    const body: unknown = response.data;
    if (isSuccessBody(body)) return response;
    // An error flag fails the call whatever the HTTP status; so does a body that is no envelope.
    throw reportFailure(errorFromResponse(response), response.config);
  },
  (error: unknown) => {
    // A cancelled request (React Query aborting a query) is no failure to report.
    if (axios.isCancel(error)) throw error;
    if (error instanceof ApiError) throw error;
    const axiosError = axios.isAxiosError(error) ? error : undefined;
    const apiError = axiosError?.response
      ? errorFromResponse(axiosError.response, error)
      : new ApiError({
          message: genericErrorMessage,
          code: 'network_error',
          status: null,
          cause: error,
        });
    throw reportFailure(apiError, axiosError?.config);
  },
);

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
}

/**
 * Calls the API and resolves with the success envelope; rejects with an ApiError (or axios's
 * CanceledError when `signal` aborted the call).
 */
export async function callApi<T>(call: ApiCall): Promise<ApiSuccess<T>> {
  const response = await apiClient.request<ApiSuccess<T>>({
    method: call.method,
    url: call.path,
    params: toQueryParams(call.query),
    data: call.method === 'GET' ? undefined : call.body,
    hearthAuth: call.auth ?? true,
    hearthToast: call.toast ?? false,
    signal: call.signal,
  });
  return response.data;
}
