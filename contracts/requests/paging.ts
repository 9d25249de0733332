import { number } from 'yup';
import { emptyAsMissing } from './field-kit';

/** `limit`: a page size, clamped to 1…max (the server never returns more than max rows). */
export const limitField = (fallback: number, max: number) =>
  number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .transform((value: number) =>
      Number.isFinite(value) ? Math.min(Math.max(value, 1), max) : value,
    )
    .default(fallback);

/** `offset`: rows to skip, at least 0. */
export const offsetField = () =>
  number()
    .typeError('offset must be a number')
    .integer('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .max(1_000_000, 'offset is too large')
    .default(0);

/** Flags sent as 1/0 or true/false in query strings. */
export const queryFlag = () =>
  number()
    .transform((_value: unknown, original: unknown) => {
      if (original === true || original === 'true' || original === '1' || original === 1) return 1;
      if (original === false || original === 'false' || original === '0' || original === 0)
        return 0;
      return Number.NaN;
    })
    .typeError('must be 1 or 0')
    .oneOf([0, 1], 'must be 1 or 0');

/** `limit` and `offset` of a list call whose empty values mean "not given" (the defaults). */
export const pageFields = (fallback: number, max: number) => ({
  limit: limitField(fallback, max).transform(emptyAsMissing),
  offset: offsetField().transform(emptyAsMissing),
});

/** A 1/0 flag in a query string, where an empty value is no flag. */
export const optionalFlag = () => queryFlag().transform(emptyAsMissing);
