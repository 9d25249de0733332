import type { ErrorCode } from './error-codes';

/** Field name → message, for form errors. */
export type FieldErrors = Record<string, string>;

/** Every successful API answer. `total` accompanies paginated lists. */
export interface ApiSuccess<T> {
  error: false;
  message: string;
  data: T;
  total?: number;
  request_id?: string;
}

/** Every failed API answer; the HTTP status is honest too (see ARCHITECTURE.md). */
export interface ApiFailure {
  error: true;
  message: string;
  code: ErrorCode;
  errors?: FieldErrors;
  request_id?: string;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** Paging parameters shared by list calls; the server clamps them. */
export interface PageQuery {
  limit?: number;
  offset?: number;
}
