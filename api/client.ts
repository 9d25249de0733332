import type { AxiosError, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { ApiSuccess } from '@/contracts/api-envelope';
import type { SessionState } from '@/store/slices/session-slice';
import { signedOut } from '@/store/slices/session-slice';
import { notify } from '@/utils/notify';
import { toQueryParams } from '@/utils/query-string';
import { ApiError, errorFromAnswer, genericErrorMessage, isSuccessBody } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Hearth: send the session's bearer token when there is one (default true). */
    hearthAuth?: boolean;
    /** Hearth: show an error toast when the call fails (default false). */
    hearthToast?: boolean;
    /** Hearth: the token this request was sent with (set by the request interceptor). */
    hearthSentToken?: string;
    /** Hearth: a file download (`admin/transactions-csv`): its success is the file, no envelope. */
    hearthFile?: boolean;
  }
}

/** The part of the Redux store the client reads and dispatches to; injected, never imported. */
export interface ApiClientStore {
  getState(): { session: SessionState };
  dispatch(action: ReturnType<typeof signedOut>): unknown;
}

export interface InjectStoreOptions {
  /**
   * Resolves when the persisted session is restored; authenticated requests wait for it (at most
   * `sessionWaitLimitMs`) so the first queries of a page load carry the token.
   */
  whenReady?: () => Promise<void>;
  /** The sentence to toast for an error, in the page's language (default: the server's). */
  describeError?: (error: ApiError) => string;
}

/** Slightly longer than the 5000 ms rehydrate timeout, after which redux-persist gives up. */
export const sessionWaitLimitMs = 5500;

const defaultBaseUrl = '/api/';

let injected: ({ store: ApiClientStore } & InjectStoreOptions) | null = null;
let baseUrl = defaultBaseUrl;
let instance: Promise<AxiosInstance> | null = null;

/** Hands the app's store to the client (or null to detach it). */
export function injectStore(store: ApiClientStore | null, options: InjectStoreOptions = {}): void {
  injected = store ? { store, ...options } : null;
}

/** Points the client at another API base (tests: an absolute URL MSW answers). */
export function configureApiBaseUrl(url: string = defaultBaseUrl): void {
  baseUrl = url.endsWith('/') ? url : `${url}/`;
  if (instance) void instance.then((client) => (client.defaults.baseURL = baseUrl));
}

/** The address of one call, for readers that do not go through axios (the live stream). */
export function apiUrlOf(path: string): string {
  return `${baseUrl}${path}`;
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** Request interceptor: the bearer token (once the stored session is back) and the language. */
async function attachSession(
  config: InternalAxiosRequestConfig,
): Promise<InternalAxiosRequestConfig> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) config.headers.set('Accept-Language', language);
  if (config.hearthAuth === false || !injected) return config;
  const { store, whenReady } = injected;
  if (whenReady) await waitAtMost(whenReady(), sessionWaitLimitMs);
  const token = store.getState().session.data?.token;
  if (token) {
    config.headers.set('Authorization', `Bearer ${token}`);
    config.hearthSentToken = token;
  }
  return config;
}

const signOutCodes: ReadonlySet<string> = new Set(['session_expired', 'account_deactivated']);

/** Side effects of a failure: end a dead session, show a toast when the call asked for one. */
function reportFailure(error: ApiError, config: InternalAxiosRequestConfig | undefined): ApiError {
  const store = injected?.store;
  if (store && error.status === 401 && signOutCodes.has(error.code)) {
    const currentToken = store.getState().session.data?.token;
    // A late answer to a request made with an older session must not end the current one.
    if (currentToken && currentToken === config?.hearthSentToken) {
      store.dispatch(signedOut());
      // Say why the visitor is signed out (expired, ended elsewhere, deactivated): once.
      const message = injected?.describeError?.(error) ?? error.message;
      void notify('warning', message, { toastId: 'session-ended' });
      return error;
    }
  }
  if (config?.hearthToast) {
    const message = injected?.describeError?.(error) ?? error.message;
    void notify('error', message, { toastId: `api-error:${error.code}:${message}` });
  }
  return error;
}

/** Response interceptor (success): an error flag fails the call whatever the HTTP status. */
function requireSuccessEnvelope(response: AxiosResponse): AxiosResponse {
  if (isSuccessBody(response.data)) return response;
  if (response.config.hearthFile && typeof response.data === 'string') return response;
  throw reportFailure(
    errorFromAnswer(response.status, response.data, response.headers),
    response.config,
  );
}

/** Response interceptor (failure): an HTTP failure or no answer becomes one ApiError. */
function toApiError(failure: AxiosError): never {
  // A cancelled request (React Query aborting a query) is no failure: pass it on unchanged.
  if (failure.code === 'ERR_CANCELED') throw failure;
  if (failure.response) {
    const { status, data, headers } = failure.response;
    throw reportFailure(errorFromAnswer(status, data, headers, failure), failure.config);
  }
  throw reportFailure(
    new ApiError({
      message: genericErrorMessage,
      code: 'network_error',
      status: null,
      cause: failure,
    }),
    failure.config,
  );
}

/**
 * The one axios instance, made on the first call: no page needs axios for its first paint (the
 * server sends every page with its data), so it loads with the first request from the browser.
 */
export function getApiClient(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    const client = axios.create({
      baseURL: baseUrl,
      headers: { Accept: 'application/json' },
      // Spec §7: empty values are dropped; arrays travel as comma lists.
      paramsSerializer: { serialize: (params) => toQueryParams(params).toString() },
    });
    client.interceptors.request.use(attachSession);
    client.interceptors.response.use(requireSuccessEnvelope, toApiError);
    return client;
  });
  return instance;
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
 * Calls the API and resolves with the success envelope; rejects with an ApiError, or with axios's
 * cancellation when `signal` aborted the call (React Query cancelling a query: no failure).
 */
export async function callApi<T>(call: ApiCall): Promise<ApiSuccess<T>> {
  const client = await getApiClient();
  const { onUploadProgress } = call;
  const response = await client.request<ApiSuccess<T>>({
    method: call.method,
    url: call.path,
    params: call.query,
    data: call.method === 'GET' ? undefined : call.body,
    signal: call.signal,
    hearthAuth: call.auth ?? true,
    hearthToast: call.toast ?? false,
    onUploadProgress: onUploadProgress
      ? (event) => {
          if (event.total) onUploadProgress(Math.min(event.loaded / event.total, 1));
        }
      : undefined,
  });
  return response.data;
}
