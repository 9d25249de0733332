import type { FieldErrors } from '@/contracts/api-envelope';
import type { ErrorCode } from '@/contracts/error-codes';

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
 * The sentence to show for an error: the selected language's `errors.<code>` string when it has
 * one (see contracts/error-codes.ts), otherwise the server's message (English).
 */
export function describeApiError(error: ApiError, translations?: Record<string, string>): string {
  return translations?.[`errors.${error.code}`] ?? error.message;
}
