import { isApiError } from '@/api/api-error';
import type { Translate } from '@/hooks/use-translation';

/** The sentence for a failed call: the code's translation, else the server's message. */
export function apiErrorText(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('common.something_went_wrong');
  const key = `errors.${error.code}`;
  const text = t(key);
  return text === key ? error.message : text;
}
