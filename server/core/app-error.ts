import type { FieldErrors } from '@/contracts/api-envelope';
import type { ErrorCode } from '@/contracts/error-codes';

/**
 * The one error type of the server. `userMessage` is safe to show; anything else that goes
 * wrong becomes a generic 500 and is only logged.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly userMessage: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(userMessage);
  }
}

export const notFound = (what = 'The requested item'): AppError =>
  new AppError('not_found', 404, `${what} was not found.`);

export const validationFailed = (fieldErrors: FieldErrors): AppError =>
  new AppError('validation_failed', 422, 'Please correct the highlighted fields.', fieldErrors);
