import { setIn, type FormikTouched } from 'formik';
import type { ListingFormValues } from './listing-form-values';

/** Every path that carries an error message ('title', 'parameters.p4'). */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return prefix ? [prefix] : [];
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([key, value]) =>
    errorPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** `touched` with each of `paths` marked, so their errors show. */
export function touchPaths<V = ListingFormValues>(
  touched: FormikTouched<V>,
  paths: readonly string[],
): FormikTouched<V> {
  let next: FormikTouched<V> = touched;
  for (const path of paths) next = setIn(next, path, true) as FormikTouched<V>;
  return next;
}
