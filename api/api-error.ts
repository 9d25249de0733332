import type { ApiFailure, ApiSuccess, FieldErrors } from '@/contracts/api-envelope';
import { isErrorCode, type ErrorCode } from '@/contracts/error-codes';

export type ApiErrorCode = ErrorCode | 'network_error';

/** Spec §8: the sentence shown when the API could not be reached or answered nonsense. */
export const genericErrorMessage = 'Oops! Something went wrong';

/**
 * The one error every API call rejects with: the envelope's error flag (whatever the HTTP
 * status), an HTTP failure, or no answer at all (`network_error`, status null).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status of the answer; null when no answer arrived. */
  readonly status: number | null;
  /** Field name → message, for form errors (HTTP 400/422). */
  readonly fieldErrors: FieldErrors | undefined;
  readonly requestId: string | undefined;
  /** What a 429 answer's Retry-After header asks to wait, in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    message: string;
    code: ApiErrorCode;
    status: number | null;
    fieldErrors?: FieldErrors;
    requestId?: string;
    retryAfterSeconds?: number;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.code = options.code;
    this.status = options.status;
    this.fieldErrors = options.fieldErrors;
    this.requestId = options.requestId;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The sentence to show for an error: the page language's `errors.<code>` string when it has
 * one (see contracts/error-codes.ts), otherwise the server's message (English).
 */
export function describeApiError(error: ApiError, translations?: Record<string, string>): string {
  return translations?.[`errors.${error.code}`] ?? error.message;
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

export function isSuccessBody(body: unknown): body is ApiSuccess<unknown> {
  return typeof body === 'object' && body !== null && (body as { error?: unknown }).error === false;
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

/** Reads one header from axios's header object (names are case-insensitive there). */
type AnswerHeaders = { get?: (name: string) => unknown } & Record<string, unknown>;

function headerText(headers: AnswerHeaders | undefined, name: string): string | undefined {
  const value = headers?.get ? headers.get(name) : headers?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * One ApiError from an answer that failed: an error-flag body (whatever the status), an HTTP
 * failure status, or a body that is no envelope at all.
 */
export function errorFromAnswer(
  status: number,
  body: unknown,
  headers: AnswerHeaders | undefined,
  cause?: unknown,
): ApiError {
  const failure = isFailureBody(body) ? body : undefined;
  const fromBody = typeof failure?.request_id === 'string' ? failure.request_id : undefined;
  const retryAfter = Number(headerText(headers, 'retry-after'));
  return new ApiError({
    message:
      typeof failure?.message === 'string' && failure.message
        ? failure.message
        : genericErrorMessage,
    code: isErrorCode(failure?.code) ? failure.code : codeForStatus(status),
    status,
    fieldErrors: isFieldErrors(failure?.errors) ? failure.errors : undefined,
    requestId: fromBody ?? headerText(headers, 'x-request-id'),
    retryAfterSeconds:
      Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined,
    cause,
  });
}
