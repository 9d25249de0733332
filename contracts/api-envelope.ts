import type { ErrorCode } from './error-codes';

/** Field name → message, for form errors. */
export type FieldErrors = Record<string, string>;

/**
 * Every successful API answer. `total` accompanies paginated lists; a search's total is exact
 * up to 1,000, and `total_is_capped` says when it is that cap instead. A call may document more
 * fields (get-property-list's `promoted_properties`).
 */
export interface ApiSuccess<T> {
  error: false;
  message: string;
  data: T;
  total?: number;
  total_is_capped?: boolean;
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
