import type { FieldErrors } from '@/contracts/api-envelope';
import { errorStatuses, type ErrorCode } from '@/contracts/error-codes';
import { englishFieldError } from '@/contracts/field-error-english';
// The console's sentences too: the server answers every form's field errors.
import '@/contracts/console-field-error-english';

/**
 * The one error type of the server. Its HTTP status is its code's (contracts/error-codes.ts),
 * so the same code always answers the same status. `userMessage` is safe to show; anything
 * else that goes wrong becomes a generic 500 and is only logged.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(userMessage);
    this.status = errorStatuses[code];
  }
}

export const notFound = (what = 'The requested item'): AppError =>
  new AppError('not_found', `${what} was not found.`);

/** A 422 with field errors; a message written as a translation key answers its English. */
export const validationFailed = (fieldErrors: FieldErrors): AppError =>
  new AppError(
    'validation_failed',
    'Please correct the highlighted fields.',
    Object.fromEntries(
      Object.entries(fieldErrors).map(([field, message]) => [field, englishFieldError(message)]),
    ),
  );
